import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { JsonPhrasebook } from '../adapters/content/json-phrasebook'
import { Phrasebook } from '../core/shared/ports/phrasebook'
import { GenerateKundli } from '../core/kundli/generate-kundli'
import { MatchKundlis } from '../core/matching/match-kundlis'

/** Kundli matching (docs/matching.md): the use case over GenerateKundli and the phrase books. */
export function registerMatching(c: DependencyContainer): void {
  // The phrase books may already be registered by another feature; one instance serves all.
  if (!c.isRegistered(Phrasebook)) c.register(Phrasebook, { useFactory: instanceCachingFactory(() => new JsonPhrasebook()) })
  c.register(MatchKundlis, { useFactory: instanceCachingFactory((r) => new MatchKundlis(r.resolve(GenerateKundli), r.resolve(Phrasebook))) })
}
