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
  delete(userId: string): Promise<void>
}
export const ResetPinStore = Symbol('ResetPinStore')
