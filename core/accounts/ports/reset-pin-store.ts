/** One-time password-reset PINs, kept hashed; a newer PIN replaces the older one. */
export interface ResetPinRecord {
  userId: string
  pinHash: string
  expiresAt: Date
  attempts: number
}

export interface ResetPinStore {
  save(record: Omit<ResetPinRecord, 'attempts'>): Promise<void>
  find(userId: string): Promise<ResetPinRecord | null>
  recordFailedAttempt(userId: string): Promise<void>
  /**
   * Counts one guess against the user's PIN, atomically, and answers the PIN to check it against — or
   * null when there is none, it has expired, or `maxAttempts` guesses were already counted. Parallel
   * guesses each take their own attempt, so no more than `maxAttempts` are ever checked.
   */
  claimAttempt(userId: string, maxAttempts: number, now: Date): Promise<ResetPinRecord | null>
  delete(userId: string): Promise<void>
}
export const ResetPinStore = Symbol('ResetPinStore')
