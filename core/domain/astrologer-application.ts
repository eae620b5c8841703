import type { LanguageCode } from '../shared/language'

/** An astrologer's application to join (the public form), and what an admin decided. */
export interface AstrologerApplication {
  id: string
  name: string
  email: string
  phone: string
  experienceYears: number
  languages: string[]
  specialties: string[]
  bio: string
  /** rupees a minute the applicant asks */
  ratePerMinute: number
  /** the language of the page it was sent from: the decision is mailed in it */
  lang: LanguageCode
  status: 'new' | 'approved' | 'rejected'
  decidedBy: string | null
  decidedAt: string | null
  astrologerId: string | null
  note: string | null
  createdAt: string
}
