import type { SettingsStore } from '../shared/ports/settings-store'
import { platformClaims, type PlatformClaims } from './claims'
import type { ActivityStats, AstrologerDirectory } from './ports/content-repository'

/** The offers every visitor sees priced (GET /api/platform-terms), as the admins set them. */
export interface PlatformTerms {
  packageDiscountPercent: number
  freeChatMinutes: number
  /** the marketing figures, from the live counts as the admins let them show */
  claims: PlatformClaims
}

export class GetPlatformTerms {
  constructor(
    private readonly settings: SettingsStore,
    private readonly astrologers: AstrologerDirectory,
    private readonly activity: ActivityStats,
  ) {}

  async execute(): Promise<PlatformTerms> {
    const [s, listed, users] = await Promise.all([this.settings.current(), this.astrologers.list('en'), this.activity.customerAccounts()])
    // The listed profiles, so that no claim is above what /astrologers shows.
    const claims = platformClaims(s.claims, { astrologers: listed.length, users, ratings: listed })
    return { packageDiscountPercent: s.packageDiscountPercent, freeChatMinutes: s.freeChatMinutes, claims }
  }
}
