import { z } from 'zod'
import { NotFoundError } from '../errors'
import { langSchema } from '../numerology/request'
import { GUIDE_SLUGS, type Guide, type GuideLibrary, type GuideSlug } from './ports/guide-library'
import type { LanguageCode } from '../shared/language'

/** GET /api/guides/:slug. */
export const guideQuerySchema = z.object({ slug: z.string(), lang: langSchema })
type GuideQuery = z.output<typeof guideQuerySchema>

/** GET /api/guides/:slug?lang=: a guide in the asked language (palmistry, vastu). */
export class GetGuide {
  constructor(private readonly library: GuideLibrary) {}

  async execute(q: GuideQuery): Promise<Guide> {
    // An unknown guide is a missing page (404), not bad input.
    if (!(GUIDE_SLUGS as readonly string[]).includes(q.slug)) throw new NotFoundError(`No guide called ${q.slug.slice(0, 40)}`)
    const guide = this.library.guide(q.slug as GuideSlug, q.lang as LanguageCode)
    if (!guide) throw new NotFoundError(`The ${q.slug} guide is not available in this language`)
    return guide
  }
}
