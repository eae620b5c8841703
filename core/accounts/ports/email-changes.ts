/** An email change waiting for its link to be followed (the token is kept only as its SHA-256). */
export interface PendingEmailChange {
  tokenHash: string
  userId: string
  newEmail: string
  expiresAt: Date
}

/** Email changes under way; a newer request of a user replaces the older one. */
export interface EmailChanges {
  save(change: PendingEmailChange): Promise<void>
  /** Removes and answers the change of this token hash (expired or not: the caller checks). */
  take(tokenHash: string): Promise<PendingEmailChange | null>
}
export const EmailChanges = Symbol('EmailChanges')
