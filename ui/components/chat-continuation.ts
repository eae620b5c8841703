/**
 * What the customer was about to do when a recharge interrupted them: start a chat with an astrologer.
 * Kept in session storage across the payment round trip (the gateway sends the browser back to
 * /payment-success), read by the result page to offer "Continue to chat".
 */
export const CHAT_CONTINUATION_KEY = 'chat_after_payment'
/** A continuation older than this is stale (the customer went elsewhere). */
export const CHAT_CONTINUATION_TTL_MS = 60 * 60 * 1000

export interface ChatContinuation {
  astrologerId: string
  astrologerName: string
  ratePerMinute: number
  /** epoch ms */
  savedAt: number
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function session(): KeyValue | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Parses a stored continuation; null when missing, malformed or older than the TTL. */
export function parseChatContinuation(raw: string | null, now = Date.now()): ChatContinuation | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ChatContinuation>
    if (typeof value.astrologerId !== 'string' || !value.astrologerId) return null
    if (typeof value.savedAt !== 'number' || now - value.savedAt > CHAT_CONTINUATION_TTL_MS || value.savedAt > now + 60_000) return null
    return {
      astrologerId: value.astrologerId,
      astrologerName: typeof value.astrologerName === 'string' ? value.astrologerName : '',
      ratePerMinute: typeof value.ratePerMinute === 'number' ? value.ratePerMinute : 0,
      savedAt: value.savedAt,
    }
  } catch {
    return null
  }
}

export function saveChatContinuation(value: Omit<ChatContinuation, 'savedAt'>, storage: KeyValue | null = session()): void {
  try {
    storage?.setItem(CHAT_CONTINUATION_KEY, JSON.stringify({ ...value, savedAt: Date.now() }))
  } catch {
    /* storage blocked: the result page simply offers no shortcut */
  }
}

export function readChatContinuation(storage: KeyValue | null = session()): ChatContinuation | null {
  try {
    return parseChatContinuation(storage?.getItem(CHAT_CONTINUATION_KEY) ?? null)
  } catch {
    return null
  }
}

export function clearChatContinuation(storage: KeyValue | null = session()): void {
  try {
    storage?.removeItem(CHAT_CONTINUATION_KEY)
  } catch {
    /* ignore */
  }
}
