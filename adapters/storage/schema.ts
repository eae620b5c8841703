import type { ColumnType, Generated } from 'kysely'

/** Table types for kysely; the SQL lives in ./migrations. */
export interface Database {
  users: UsersTable
  reset_pins: ResetPinsTable
  mail_outbox: MailOutboxTable
  astrologers: AstrologersTable
  articles: ArticlesTable
  recharge_packages: RechargePackagesTable
  consultations: ConsultationsTable
  reports: ReportsTable
  saved_charts: SavedChartsTable
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface UsersTable {
  id: string
  email: string
  email_lower: string
  name: string
  role: string
  password_hash: string
  created_at: CreatedAt
  last_seen_at: Date | null
}

export interface ResetPinsTable {
  user_id: string
  pin_hash: string
  expires_at: Date
  attempts: Generated<number>
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
}

export interface ReportsTable {
  id: string
  user_id: string
  kind: string
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
