import type { Astrologer } from '../domain/content'
import type { AstrologerDirectory } from './ports/content-repository'
import { languageOrDefault } from '../shared/language'

/** Astrologers for the public list and the home page: online first, then by rating. */
export class ListAstrologers {
  constructor(private readonly directory: AstrologerDirectory) {}

  async execute(input: { lang?: string }): Promise<Astrologer[]> {
    return this.directory.list(languageOrDefault(input.lang))
  }
}
