import { timedSessionValue } from '../lib/timed-session-value'

/**
 * A booking interrupted by a recharge: the astrologer's page with the customer's choice in its address
 * (`?slot=…&duration=…&mode=…`), kept in session storage across the payment round trip so the result page
 * can offer "Back to your booking" and the panel comes back with the same choice.
 */
const BOOKING_CONTINUATION_KEY = 'booking_after_payment'

const store = timedSessionValue<{ path: string }>(BOOKING_CONTINUATION_KEY, 60 * 60 * 1000, (v) =>
  // Only our own astrologer and package pages: a stored value is never an open redirect.
  typeof v.path === 'string' && /^\/(astrologer|packages)\/[A-Za-z0-9_-]+(\?[^#]*)?$/.test(v.path) ? { path: v.path } : null,
)

export const parseBookingContinuation: (raw: string | null, now?: number) => { path: string; savedAt: number } | null = store.parse
export const saveBookingContinuation = (path: string) => store.save({ path })
export const readBookingContinuation: () => { path: string } | null = () => store.read()
export const clearBookingContinuation = () => store.clear()
