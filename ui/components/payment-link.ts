import { CHAT_DEFAULT_MINUTES, chatPackagePrice } from '../../core/wallet/money'

/**
 * The chat package's checkout link: /payment?astrologer={id}&service=chat&duration=20&price=…&originalPrice=…&type=consultation.
 * Prices in the query are whole rupees: originalPrice = rate × 20, price = round(rate × 20 × 0.85).
 */
interface ChatPackagePayment {
  astrologer: string
  service: 'chat'
  /** minutes */
  duration: number
  /** rupees */
  price: number
  /** rupees */
  originalPrice: number
  type: 'consultation'
}

/** The /payment link for an astrologer's chat package (rate in rupees per minute). */
export function chatPackagePaymentHref(astrologerId: string, ratePerMinute: number, minutes = CHAT_DEFAULT_MINUTES, discount?: number): string {
  const { duration, price, originalPrice } = chatPackagePrice(ratePerMinute, minutes, discount)
  const params = new URLSearchParams({
    astrologer: astrologerId,
    service: 'chat',
    duration: String(duration),
    price: String(price),
    originalPrice: String(originalPrice),
    type: 'consultation',
  })
  return `/payment?${params.toString()}`
}

/** Reads the /payment query; null when it does not describe a chat package. */
export function parseChatPackagePayment(search: Readonly<Record<string, unknown>>): ChatPackagePayment | null {
  const text = (key: string) => (typeof search[key] === 'string' ? (search[key] as string).trim() : typeof search[key] === 'number' ? String(search[key]) : '')
  const astrologer = text('astrologer')
  const service = text('service') || 'chat'
  const type = text('type') || 'consultation'
  const duration = Number(text('duration') || CHAT_DEFAULT_MINUTES)
  const price = Number(text('price'))
  const originalPrice = Number(text('originalPrice'))
  if (!astrologer || service !== 'chat' || type !== 'consultation') return null
  if (!Number.isInteger(duration) || duration < 1 || duration > 600) return null
  return {
    astrologer,
    service: 'chat',
    duration,
    price: Number.isFinite(price) && price > 0 ? price : 0,
    originalPrice: Number.isFinite(originalPrice) && originalPrice > 0 ? originalPrice : 0,
    type: 'consultation',
  }
}

/** The discount in whole percent between an original and a reduced price (0 when none). */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0) || !(price >= 0) || price >= originalPrice) return 0
  return Math.round(((originalPrice - price) / originalPrice) * 100)
}

/**
 * The /payment link to try a chat package order again, from its payment order's packageId
 * (`chat:<astrologerId>:<minutes>`); null for other orders. Without prices: the page shows the current ones.
 */
export function chatPackageRetryHref(packageId: string | null | undefined): string | null {
  const match = /^chat:([^:]+):(\d+)$/.exec(packageId ?? '')
  if (!match) return null
  const params = new URLSearchParams({ astrologer: match[1]!, service: 'chat', duration: match[2]!, type: 'consultation' })
  return `/payment?${params.toString()}`
}
