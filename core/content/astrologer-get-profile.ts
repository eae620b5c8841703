import type { AstrologerProfile } from '../domain/consultation'
import { NotFoundError } from '../errors'
import type { AstrologerProfiles } from '../astrologers/ports/astrologer-profiles'
import { languageOrDefault } from '../shared/language'

/** One astrologer's public profile by id or slug, with live availability (GET /api/astrologers/{idOrSlug}). */
export class GetAstrologerProfile {
  constructor(private readonly profiles: AstrologerProfiles) {}

  async execute(input: { idOrSlug: string; lang?: string }): Promise<AstrologerProfile> {
    const profile = input.idOrSlug.length <= 100 ? await this.profiles.find(input.idOrSlug, languageOrDefault(input.lang)) : null
    if (!profile) throw new NotFoundError('No such astrologer')
    const { userId: _userId, bioTranslations: _bio, ...publicProfile } = profile
    return publicProfile
  }
}
