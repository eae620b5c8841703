import type { Role } from '../domain/user'

export interface TokenClaims {
  userId: string
  role: Role
  /** expiry, epoch seconds */
  expiresAt: number
}

/** Signed session tokens (JWT). `verify` returns null for anything invalid, expired or forged. */
export interface TokenService {
  issue(subject: { userId: string; role: Role }): Promise<string>
  verify(token: string): Promise<TokenClaims | null>
  readonly ttlSeconds: number
}
export const TokenService = Symbol('TokenService')
