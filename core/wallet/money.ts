/** Money rules: paise and rupees, chat packages, free minutes. Amounts below the UI are integer paise; display is in rupees. */

/** price (rupees) × quantity → integer paise. */
export function toPaise(priceRupees: number, quantity = 1): number {
  return Math.round(priceRupees * quantity * 100)
}

// Built once (toLocaleString builds a formatter on every call, which showed in the pages' hydration
// profile) and at first use, not when the module loads: the first Intl formatter loads the locale's data,
// 30-55 ms at 4x CPU throttling that every page's start-up paid, money shown or not.
const rupees: Partial<Record<0 | 2, Intl.NumberFormat>> = {}

/** Rupees with the ₹ sign: no decimals in general display, 2 decimals for the header balance. */
export function formatRupees(paise: number, options: { decimals?: 0 | 2 } = {}): string {
  const decimals = options.decimals ?? 0
  const format = (rupees[decimals] ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }))
  return `₹${format.format(paise / 100)}`
}

export const CHAT_DEFAULT_MINUTES = 20
const CHAT_PACKAGE_DISCOUNT = 0.15
export const FREE_CHAT_MINUTES = 5
export const PREMIUM_REPORT_FROM_RUPEES = 499

/** The spec's package discount in whole percent, until an admin changes it (settings' packageDiscountPercent). */
export const CHAT_PACKAGE_DISCOUNT_PERCENT = Math.round(CHAT_PACKAGE_DISCOUNT * 100)

/** A chat package of 20 minutes; originalPrice = rate × 20, price = round(rate × 20 × (1 − discount)). */
export function chatPackagePrice(ratePerMinute: number, minutes = CHAT_DEFAULT_MINUTES, discountPercent = CHAT_PACKAGE_DISCOUNT_PERCENT) {
  const originalPrice = ratePerMinute * minutes
  return { duration: minutes, originalPrice, price: Math.round((originalPrice * (100 - discountPercent)) / 100) }
}
