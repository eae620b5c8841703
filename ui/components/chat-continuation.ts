import { timedSessionValue } from '../lib/timed-session-value'

/**
 * What the customer was about to do when a recharge interrupted them: start a chat or a call with an astrologer.
 * Kept in session storage across the payment round trip (the gateway sends the browser back to
 * /payment-success), read by the result page to offer "Continue to chat".
 */
const CHAT_CONTINUATION_KEY = 'chat_after_payment'
/** A continuation older than this is stale (the customer went elsewhere). */
export const CHAT_CONTINUATION_TTL_MS = 60 * 60 * 1000

export interface ChatContinuation {
  astrologerId: string
  astrologerName: string
  ratePerMinute: number
  /** what the customer was starting: a chat, or a call (Start Call's recharge) */
  mode: 'chat' | 'call'
  /** epoch ms */
  savedAt: number
}

const store = timedSessionValue<Omit<ChatContinuation, 'savedAt'>>(CHAT_CONTINUATION_KEY, CHAT_CONTINUATION_TTL_MS, (v) =>
  typeof v.astrologerId === 'string' && v.astrologerId
    ? {
        astrologerId: v.astrologerId,
        astrologerName: typeof v.astrologerName === 'string' ? v.astrologerName : '',
        ratePerMinute: typeof v.ratePerMinute === 'number' ? v.ratePerMinute : 0,
        mode: v.mode === 'call' ? 'call' : 'chat',
      }
    : null,
)

/** Parses a stored continuation; null when missing, malformed or older than the TTL. */
export const parseChatContinuation: (raw: string | null, now?: number) => ChatContinuation | null = store.parse
export const saveChatContinuation = store.save
export const readChatContinuation: () => ChatContinuation | null = () => store.read()
export const clearChatContinuation = () => store.clear()
