/**
 * Recharge amounts. Recharges are whole rupees from ₹1 to ₹1,00,000 (docs/wallet.md); costs and balances
 * are integer paise.
 */
export const MIN_RECHARGE_RUPEES = 1
export const MAX_RECHARGE_RUPEES = 100_000

/**
 * The smallest whole-rupee recharge that lets a balance pay a cost (both paise): 0 when it already
 * can, at least ₹1 otherwise.
 */
export function rechargeNeededRupees(costPaise: number, balancePaise: number): number {
  if (!Number.isFinite(costPaise) || !Number.isFinite(balancePaise)) return 0
  const shortPaise = Math.round(costPaise) - Math.round(balancePaise)
  if (shortPaise <= 0) return 0
  return Math.max(MIN_RECHARGE_RUPEES, Math.ceil(shortPaise / 100))
}

/** A custom recharge amount typed in rupees, as whole rupees within the limits, or null when invalid. */
export function parseRechargeRupees(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/[,₹\s]/g, '')) : Number.NaN
  if (!Number.isFinite(number) || !Number.isInteger(number)) return null
  if (number < MIN_RECHARGE_RUPEES || number > MAX_RECHARGE_RUPEES) return null
  return number
}
