import type { OwnAstrologerProfile } from '../../domain/consultation'
import type { LanguageCode } from '../../shared/language'

export interface AstrologerProfilePatch {
  /** the English bio */
  bio?: string
  languages?: string[]
  specialties?: string[]
  /** rupees a minute */
  ratePerMinute?: number
  maxConcurrentChats?: number
  /** paise a minute for a call */
  callRatePerMinute?: number
  takesCalls?: boolean
}

/** What an approved application becomes: a listed profile, offline until the astrologer goes online. */
export interface NewAstrologerProfile {
  name: string
  userId: string
  experienceYears: number
  languages: string[]
  specialties: string[]
  bio: string
  ratePerMinute: number
  commissionPercent: number | null
}

/** Astrologer profiles as the consultation features need them: availability, accounts, edits. */
export interface AstrologerProfiles {
  /** by astrologers.id or slug */
  find(idOrSlug: string, lang: LanguageCode): Promise<OwnAstrologerProfile | null>
  findByUserId(userId: string, lang: LanguageCode): Promise<OwnAstrologerProfile | null>
  setOnline(astrologerId: string, online: boolean): Promise<void>
  update(astrologerId: string, patch: AstrologerProfilePatch): Promise<void>
  /** profiles without an account, for seeding demo accounts */
  listWithoutAccount(): Promise<Array<{ id: string; slug: string; name: string }>>
  /** links an account to a profile that has none; false when it already has one */
  linkAccount(astrologerId: string, userId: string): Promise<boolean>
  /** a new public profile (onboarding); answers its id */
  create(profile: NewAstrologerProfile): Promise<string>
  /** the astrologer's own commission in percent, or null when the platform's applies */
  commissionOf(astrologerId: string): Promise<number | null>
}
export const AstrologerProfiles = Symbol('AstrologerProfiles')

