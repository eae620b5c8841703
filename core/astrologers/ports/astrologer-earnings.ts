/** Sums over an astrologer's earnings account in the ledger (paise; refunds count negative). */
export interface AstrologerEarningsReport {
  /** net earnings (earnings less refunds) since an instant, or ever when `since` is null */
  netSince(astrologerId: string, since: Date | null): Promise<number>
}
export const AstrologerEarningsReport = Symbol('AstrologerEarningsReport')
