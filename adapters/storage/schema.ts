import type { ColumnType, Generated } from 'kysely'

/** Table types for kysely; the SQL lives in ./migrations. */
export interface Database {
  users: UsersTable
  reset_pins: ResetPinsTable
  mail_outbox: MailOutboxTable
  contact_messages: ContactMessagesTable
  astrologers: AstrologersTable
  articles: ArticlesTable
  article_revisions: ArticleRevisionsTable
  article_images: ArticleImagesTable
  audit_log: AuditLogTable
  horoscope_notes: HoroscopeNotesTable
  platform_settings: PlatformSettingsTable
  recharge_packages: RechargePackagesTable
  consultations: ConsultationsTable
  consultation_messages: ConsultationMessagesTable
  consultation_reviews: ConsultationReviewsTable
  consultation_refund_requests: ConsultationRefundRequestsTable
  reports: ReportsTable
  offer_claims: OfferClaimsTable
  questions: QuestionsTable
  analytics_events: AnalyticsEventsTable
  pending_sign_ins: PendingSignInsTable
  pending_google_links: PendingGoogleLinksTable
  email_changes: EmailChangesTable
  astrologer_applications: AstrologerApplicationsTable
  saved_charts: SavedChartsTable
  ledger_accounts: LedgerAccountsTable
  ledger_transactions: LedgerTransactionsTable
  ledger_entries: LedgerEntriesTable
  payment_orders: PaymentOrdersTable
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
/** A time set on insert and moved on every update. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>

export interface UsersTable {
  id: string
  email: string
  email_lower: string
  name: string
  role: string
  password_hash: string
  created_at: CreatedAt
  last_seen_at: Date | null
  session_version: Generated<number>
  suspended_at: Date | null
  google_sub: ColumnType<string | null, string | null | undefined, string | null>
  owner: Generated<boolean>
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  language: ColumnType<string, string | undefined, string>
}

export interface EmailChangesTable {
  token_hash: string
  user_id: string
  new_email: string
  expires_at: Date
}

export interface PendingSignInsTable {
  state: string
  verifier: string
  nonce: string
  client_state: string
  redirect: string | null
  created_at: CreatedAt
}

export interface PendingGoogleLinksTable {
  token_hash: string
  user_id: string
  subject: string
  created_at: CreatedAt
}

export interface ResetPinsTable {
  user_id: string
  pin_hash: string
  expires_at: Date
  attempts: Generated<number>
}

export interface ContactMessagesTable {
  id: string
  name: string
  email: string
  message: string
  status: Generated<string>
  created_at: CreatedAt
  reply_text: string | null
  replied_by: string | null
  replied_at: Date | null
  lang: Generated<string>
}

export interface MailOutboxTable {
  id: string
  to_address: string
  subject: string
  body: string
  created_at: CreatedAt
}

export interface Translated {
  en: string
  hi?: string
  ta?: string
  te?: string
}

export interface AstrologersTable {
  id: string
  slug: string
  name: string
  image: string
  experience_years: number
  rating: number
  reviews: number
  specialties: ColumnType<string[], string, string>
  languages: ColumnType<string[], string, string>
  rate_per_minute: number
  is_online: boolean
  bio: ColumnType<Translated, string, string>
  sort_order: number
  user_id: string | null
  /** migration 0004-consultations */
  max_concurrent_chats: Generated<number>
  review_baseline_count: Generated<number | null>
  review_baseline_rating: Generated<number | null>
  /** migration 0016: the astrologer's own commission, null for the platform's */
  commission_percent: ColumnType<string | null, number | null | undefined, number | null>
  /** migration 0026: paise a minute for calls, and whether the astrologer takes calls */
  call_rate_per_minute: number
  takes_calls: Generated<boolean>
}

export interface AstrologerApplicationsTable {
  id: string
  name: string
  email: string
  phone: string
  experience_years: number
  languages: ColumnType<string[], string, string>
  specialties: ColumnType<string[], string, string>
  bio: string
  rate_per_minute: number
  status: Generated<string>
  decided_by: string | null
  decided_at: Date | null
  astrologer_id: string | null
  note: string | null
  created_at: CreatedAt
  lang: Generated<string>
}

export interface ArticleTranslation {
  title: string
  excerpt: string
  content: string
}

export interface ArticlesTable {
  id: number
  slug: string
  category: string
  date_text: string
  read_time: string
  gradient: string
  translations: ColumnType<Record<string, ArticleTranslation>, string, string>
  status: Generated<string>
  /** edits of a published article not published yet */
  pending: ColumnType<PendingArticleEdits | null, string | null, string | null>
  updated_at: UpdatedAt
}

export interface PendingArticleEdits {
  translations: Record<string, ArticleTranslation>
  category: string
  readTime: string
}

export interface ArticleRevisionsTable {
  id: Generated<string>
  article_id: number
  lang: string
  title: string
  excerpt: string
  content: string
  author_id: string
  created_at: CreatedAt
}

export interface ArticleImagesTable {
  id: string
  content_type: string
  bytes: Uint8Array
  uploaded_by: string
  created_at: CreatedAt
}

export interface AuditLogTable {
  id: Generated<string>
  at: CreatedAt
  actor_id: string
  actor_email: string
  action: string
  target: string
  before: ColumnType<unknown, string | null, string | null>
  after: ColumnType<unknown, string | null, string | null>
}

export interface HoroscopeNotesTable {
  period: string
  sign: string
  period_start: string
  lang: string
  override_text: string | null
  annotation: string | null
  updated_by: string
  updated_at: UpdatedAt
}

export interface RechargePackagesTable {
  id: string
  amount_paise: number
  bonus_paise: number
  label: string
  popular: boolean
}

export interface ConsultationsTable {
  id: string
  customer_id: string
  astrologer_id: string
  status: string
  created_at: CreatedAt
  /** migration 0004-consultations (docs/chat.md) */
  type: Generated<string>
  idempotency_key: string | null
  rate_paise: Generated<number>
  free_minutes: Generated<number>
  expires_at: Date | null
  accepted_at: Date | null
  ended_at: Date | null
  end_reason: string | null
  elapsed_ms: ColumnType<number, number | undefined, number>
  billed_minutes: Generated<number>
  charged_paise: ColumnType<number, number | undefined, number>
  refunded_paise: ColumnType<number, number | undefined, number>
  clock_owner: string | null
  clock_beat_at: Date | null
  last_seq: Generated<number>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  /** migration 0026: when both sides' call media connected (a call's billing starts here) */
  connected_at: Date | null
}

export interface ConsultationMessagesTable {
  id: string
  consultation_id: string
  seq: number
  sender_id: string
  sender_role: string
  text: string
  client_id: string | null
  sent_at: ColumnType<Date, Date | string | undefined, never>
  delivered_at: Date | null
  read_at: Date | null
}

export interface ConsultationReviewsTable {
  consultation_id: string
  astrologer_id: string
  customer_id: string
  rating: number
  text: string
  created_at: CreatedAt
}

export interface ConsultationRefundRequestsTable {
  consultation_id: string
  reason: string
  status: Generated<string>
  note: string | null
  refunded_paise: ColumnType<number, number | undefined, number>
  decided_by: string | null
  requested_at: ColumnType<Date, Date | string | undefined, never>
  decided_at: Date | null
}

export interface AnalyticsEventsTable {
  id: Generated<string>
  session_id: string
  name: string
  stage: string
  domain: string
  path: string
  user_id: string | null
  params: unknown
  created_at: CreatedAt
}

export interface ReportsTable {
  id: string
  user_id: string
  type: string
  lang: string
  status: string
  progress: Generated<number>
  current_section: string | null
  birth: unknown
  partner: unknown | null
  price: ColumnType<string | number, number, number>
  idempotency_key: string
  fingerprint: string
  purchase_transaction_id: string | null
  refund_transaction_id: string | null
  attempts: Generated<number>
  content: unknown | null
  pdf: Buffer | Uint8Array | null
  error: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  completed_at: Date | null
  /** the offer that paid for it ('first-report'), null when the customer paid */
  offer: ColumnType<string | null, string | null | undefined, string | null>
}

export interface OfferClaimsTable {
  offer: string
  user_id: string
  person_key: string
  reference: string
  created_at: CreatedAt
}

export interface QuestionsTable {
  id: string
  user_id: string
  topic: string
  text: string
  /** the birth as the customer gave it (JSON) */
  birth: ColumnType<unknown, string, string>
  lang: string
  /** 'pending' (offer not claimed yet), 'open', 'answered' */
  status: string
  idempotency_key: string
  fingerprint: string
  held_by: ColumnType<string | null, string | null | undefined, string | null>
  held_until: ColumnType<Date | null, Date | null | undefined, Date | null>
  answer: ColumnType<string | null, string | null | undefined, string | null>
  answered_by: ColumnType<string | null, string | null | undefined, string | null>
  astrologer_name: ColumnType<string | null, string | null | undefined, string | null>
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: CreatedAt
}

export interface SavedChartsTable {
  id: string
  user_id: string
  name: string
  relation: string
  gender: string
  birth_date: string
  birth_time: string
  birth_place: string
  latitude: number
  longitude: number
  tz: string | null
  created_at: CreatedAt
}

/** The wallet ledger (migration 0003-wallet); amounts in paise. */
export interface LedgerAccountsTable {
  id: string
  kind: string
  owner: string
  balance: ColumnType<number, number | undefined, number>
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface LedgerTransactionsTable {
  id: string
  kind: string
  idempotency_key: string
  natural_key: string | null
  fingerprint: string
  reference: string | null
  memo: string | null
  reverses: string | null
  actor_id: string | null
  created_at: CreatedAt
}

export interface LedgerEntriesTable {
  id: Generated<number>
  transaction_id: string
  account_id: string
  type: string
  amount: number
  balance_after: number | null
  created_at: CreatedAt
}

export interface PaymentOrdersTable {
  id: string
  user_id: string
  provider: string
  provider_order_id: string | null
  provider_payment_id: string | null
  amount_paise: number
  bonus_paise: number
  package_id: string | null
  status: Generated<string>
  idempotency_key: string | null
  fingerprint: string
  ledger_transaction_id: string | null
  failure_reason: string | null
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  paid_at: Date | null
}

export interface PlatformSettingsTable {
  id: string
  value: ColumnType<unknown, string, string>
  updated_by: string
  updated_at: UpdatedAt
}
