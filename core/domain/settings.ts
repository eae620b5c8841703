import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from './booking'

/** The report types and their default prices in paise: premium reports start at ₹499. */
export const REPORT_TYPES = ['premium', 'career', 'marriage', 'child', 'yearly', 'life', 'super-horoscope'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/** One host's analytics: the main site and its sister sites each have their own id. */
export interface HostAnalytics {
  measurementId: string
  description: string
}

/** The marketing figures the pages may print; each stands for a live count on the platform. */
export const CLAIM_FIGURES = ['astrologers', 'users', 'rating'] as const
export type ClaimFigure = (typeof CLAIM_FIGURES)[number]

/**
 * How a page prints a marketing figure: the live count behind it, rounded down ('live'), or not at all
 * ('hidden'). There is no fixed value: a figure an admin types in could be contradicted by the live one.
 */
export type ClaimMode = 'live' | 'hidden'

/**
 * The offers a new customer is promised, each once per person; switched off, no page shows it and no
 * order receives it.
 */
export interface Offers {
  /** a customer's first report of `reportType` costs them nothing */
  firstReport: { enabled: boolean; reportType: ReportType }
  /** a customer may ask one question in writing, answered by an astrologer, for free */
  firstQuestion: { enabled: boolean; maxChars: number }
}

/** The settings admins change at /admin/settings (GET/PUT /api/admin/settings), applied without a restart. */
export interface PlatformSettings {
  reportPrices: Record<ReportType, number>
  /** free minutes of a customer's first consultation */
  freeChatMinutes: number
  /** the discount of a 20-minute chat package on the astrologer's per-minute rate (15 by default) */
  packageDiscountPercent: number
  /** the platform's share of each paid chat minute */
  commissionPercent: number
  analytics: { hosts: Record<string, HostAnalytics> }
  features: {
    /** customers may request new chat consultations */
    chatConsultations: boolean
    /** visitors may create accounts */
    newSignups: boolean
  }
  /** each marketing figure, live or hidden */
  claims: Record<ClaimFigure, ClaimMode>
  offers: Offers
  /** booked appointments: cancel, join, no-show and reminder policies (docs/bookings.md) */
  bookings: BookingPolicy
}

/** The spec's constants: what the platform does until an admin changes it. */
export function defaultSettings(commissionPercent: number): PlatformSettings {
  return {
    reportPrices: { premium: 49_900, career: 59_900, marriage: 69_900, child: 59_900, yearly: 79_900, life: 99_900, 'super-horoscope': 1_49_900 },
    freeChatMinutes: 5,
    packageDiscountPercent: 15,
    commissionPercent,
    analytics: { hosts: {} },
    features: { chatConsultations: true, newSignups: true },
    claims: { astrologers: 'live', users: 'live', rating: 'live' },
    offers: { firstReport: { enabled: true, reportType: 'premium' }, firstQuestion: { enabled: true, maxChars: 600 } },
    bookings: { ...DEFAULT_BOOKING_POLICY, reminderMinutes: [...DEFAULT_BOOKING_POLICY.reminderMinutes] },
  }
}
