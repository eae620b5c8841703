import type { ReportType } from './settings'
import type { LanguageCode } from '../shared/language'

export { REPORT_TYPES, type ReportType } from './settings'

/** Where a report is in its life: paid and waiting, being written, ready, or failed (and refunded). */
export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** A birth as a report order gives it (POST /api/reports). */
export interface ReportBirth {
  name: string
  date: string
  time: string
  lat: number
  lon: number
  tz?: string
  /** the place as the customer chose it, for the cover */
  place?: string
  /** marriage reports: who is the bride and who the groom, for the ashtakoota order */
  gender?: 'male' | 'female'
}

/** One section of a written report: plain text paragraphs separated by blank lines. */
export interface ReportSection {
  id: string
  title: string
  body: string
  /** the part of the report the section belongs to (a heading in the table of contents) */
  part: string
}

/** The signs of the ascendant and the grahas (1–12) of one chart, for drawing it. */
export interface ReportChartPicture {
  title: string
  ascendant: number
  planets: Array<{ id: string; sign: number; label: string; degree: number; retrograde: boolean }>
}

/** What a finished report holds besides its sections. */
export interface ReportContent {
  title: string
  subtitle: string
  sections: ReportSection[]
  charts: ReportChartPicture[]
}

/** What a report is written from: plain data, so it can be written on another thread. */
export interface ReportRequest {
  type: ReportType
  lang: LanguageCode
  birth: ReportBirth
  partner: ReportBirth | null
  /** the moment the report speaks from (dashas running, transits) */
  now: Date
}

/** A stored report (its owner sees it; others get 404). */
export interface ReportRecord {
  id: string
  userId: string
  type: ReportType
  lang: LanguageCode
  status: ReportStatus
  progress: number
  /** the title of the section being written while running */
  currentSection: string | null
  birth: ReportBirth
  partner: ReportBirth | null
  /** paise paid (0 for a sample) */
  price: number
  /** the ledger transaction of the purchase, and of its refund when it failed */
  purchaseTransactionId: string | null
  refundTransactionId: string | null
  content: ReportContent | null
  error: string | null
  createdAt: string
  updatedAt: string
  completedAt: string | null
  /** the offer that paid for it instead of the customer's wallet */
  offer: ReportOffer | null
}

/** The offers that can pay for a report. */
export type ReportOffer = 'first-report'

/** A report as the API shows it (GET /api/reports/{id}). */
export interface ReportJson {
  id: string
  type: ReportType
  status: ReportStatus
  progress: number
  currentSection: string | null
  lang: LanguageCode
  price: number
  name: string
  partnerName: string | null
  title: string | null
  subtitle: string | null
  sections: ReportSection[]
  charts: ReportChartPicture[]
  createdAt: string
  completedAt: string | null
  refunded: boolean
  sample: boolean
  /** the offer that paid for it ('first-report'): the customer's wallet was not charged */
  offer: ReportOffer | null
}

/** One entry of GET /api/reports/catalog. */
export interface ReportCatalogEntry {
  type: ReportType
  title: string
  description: string
  price: number
  sections: number
  needsPartner: boolean
}
