import type { ReportType } from '../domain/settings'
import type { SettingsStore } from '../shared/ports/settings-store'
import { platformClaims, type PlatformClaims } from './claims'
import type { ActivityStats, AstrologerDirectory } from './ports/content-repository'

/** The offers every visitor sees priced (GET /api/platform-terms), as the admins set them. */
export interface PlatformTerms {
  packageDiscountPercent: number
  freeChatMinutes: number
  /** the marketing figures, from the live counts as the admins let them show */
  claims: PlatformClaims
  /** the new customer's offers as the admins set them (each once per person) */
  offers: {
    firstReport: { enabled: boolean; reportType: ReportType; price: number }
    firstQuestion: { enabled: boolean; maxChars: number }
  }
  /** the booked appointments' terms a customer is told before booking and cancelling */
  bookings: { freeCancelHours: number; lateCancelChargePercent: number; joinWindowMinutes: number }
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
    const { firstReport, firstQuestion } = s.offers
    return {
      packageDiscountPercent: s.packageDiscountPercent,
      freeChatMinutes: s.freeChatMinutes,
      claims,
      offers: { firstReport: { ...firstReport, price: s.reportPrices[firstReport.reportType] }, firstQuestion },
      bookings: { freeCancelHours: s.bookings.freeCancelHours, lateCancelChargePercent: s.bookings.lateCancelChargePercent, joinWindowMinutes: s.bookings.joinWindowMinutes },
    }
  }
}
