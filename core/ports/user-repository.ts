import type { Role } from '../domain/user'

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
}

export interface NewUser {
  email: string
  name: string
  role: Role
  passwordHash: string
}

/** Accounts. Emails are unique case-insensitively; `create` throws ConflictError for a taken one. */
export interface UserRepository {
  create(user: NewUser): Promise<UserRecord>
  findByEmail(email: string): Promise<UserRecord | null>
  findById(id: string): Promise<UserRecord | null>
  updatePassword(id: string, passwordHash: string): Promise<void>
  touchLastSeen(id: string, at: Date): Promise<void>
  countSeenSince(since: Date): Promise<number>
  count(): Promise<number>
}
export const UserRepository = Symbol('UserRepository')
