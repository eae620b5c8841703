import type { Role } from '../../domain/user'

export interface TokenClaims {
  userId: string
  role: Role
  /** expiry, epoch seconds */
  expiresAt: number
  /** the user's session version when the token was issued (0 for tokens from before versions) */
  sessionVersion: number
}

/** Signed session tokens (JWT). `verify` returns null for anything invalid, expired or forged. */
export interface TokenService {
  issue(subject: { userId: string; role: Role; sessionVersion?: number }): Promise<string>
  verify(token: string): Promise<TokenClaims | null>
  readonly ttlSeconds: number
}
export const TokenService = Symbol('TokenService')
