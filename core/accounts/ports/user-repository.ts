import type { Role } from '../../domain/user'
import type { LanguageCode } from '../../shared/language'

/** A stored account; the password hash never leaves the server. */
export interface UserRecord {
  id: string
  email: string
  name: string
  role: Role
  passwordHash: string
  balance: number
  createdAt: Date
  lastSeenAt: Date | null
  /** Raised to end every session at once; tokens carry the version they were issued under. */
  sessionVersion: number
  /** An admin suspended the account: it cannot sign in. */
  suspended: boolean
  /** The platform's owner (the seeded admin): no other admin can suspend or demote it. */
  owner: boolean
  /** The person deleted the account: only the row stays, for the ledger. */
  deleted: boolean
  /** The language the account is mailed in (the page it signed up on, then its profile's choice). */
  language: LanguageCode
}

export interface NewUser {
  email: string
  name: string
  role: Role
  passwordHash: string
  /** English when not given */
  language?: LanguageCode
}

/** Accounts. Emails are unique case-insensitively; `create` throws ConflictError for a taken one. */
export interface UserRepository {
  create(user: NewUser): Promise<UserRecord>
  findByEmail(email: string): Promise<UserRecord | null>
  findById(id: string): Promise<UserRecord | null>
  /** The account linked to a Google subject (the `sub` of its ID tokens), or null. */
  findByGoogleSubject(subject: string): Promise<UserRecord | null>
  /** Links the account to a Google subject (one account per subject). */
  linkGoogle(id: string, subject: string): Promise<void>
  /** Sets a new password and ends every session (answers the new session version). */
  updatePassword(id: string, passwordHash: string): Promise<number>
  /** Ends every session of the user (answers the new session version). */
  endSessions(id: string): Promise<number>
  touchLastSeen(id: string, at: Date): Promise<void>
  countSeenSince(since: Date): Promise<number>
  count(): Promise<number>
  /** Accounts whose email or name contains `query` (any case), newest first. */
  search(query: string, limit: number): Promise<UserRecord[]>
  /** Changes the role and ends the user's sessions. */
  setRole(id: string, role: Role): Promise<void>
  /** Makes the account the owner when the platform has none yet (answers whether it is the owner now). */
  claimOwnership(id: string): Promise<boolean>
  /** Suspends (ending every session) or restores the account. */
  setSuspended(id: string, suspended: boolean): Promise<void>
  setName(id: string, name: string): Promise<void>
  /** Sets the language the account is mailed in. */
  setLanguage(id: string, language: LanguageCode): Promise<void>
  /** Changes the email; ConflictError when another account has it. */
  setEmail(id: string, email: string): Promise<void>
  /** Deletes the person from the account: no name, no usable email or password, every session ended. */
  anonymise(id: string): Promise<void>
}
export const UserRepository = Symbol('UserRepository')
