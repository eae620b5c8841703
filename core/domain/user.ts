import type { LanguageCode } from '../shared/language'

/** Roles of the platform; admins get extra pages, and the server enforces every role. */
export type Role = 'customer' | 'astrologer' | 'admin'
export const ROLES: readonly Role[] = ['customer', 'astrologer', 'admin']

/** The user as the API shows it: balance in integer paise. */
export interface PublicUser {
  id: string
  email: string
  name: string
  role: Role
  balance: number
  /** the language mails are written in: en, hi, ta or te */
  language: LanguageCode
}

export interface AuthResult {
  token: string
  user: PublicUser
}
