/**
 * Every error code the platform answers with (HTTP bodies `{message, code}` and socket `error` frames): its
 * HTTP status and what it means to a client. Core throws them, the HTTP adapter maps them to their status
 * through this table, and the UI compares against the same union, so a misspelt code does not compile.
 */
export const ERROR_CODES = {
  'VALIDATION.INVALID_INPUT': { status: 400, meaning: 'A field is missing or wrong; `issues` names each one.' },
  'HTTP.BAD_REQUEST': { status: 400, meaning: 'The request could not be read (malformed JSON, a body too large, an unknown socket frame).' },
  'PAYMENT.INVALID_SIGNATURE': { status: 400, meaning: 'A payment callback or webhook whose signature does not match.' },
  'AUTH.UNAUTHORIZED': { status: 401, meaning: 'Sign in first.' },
  'AUTH.INVALID_CREDENTIALS': { status: 401, meaning: 'Wrong email or password (the same answer for both).' },
  'AUTH.INVALID_TOKEN': { status: 401, meaning: 'The session token is malformed, forged or expired.' },
  'AUTH.SESSION_ENDED': { status: 401, meaning: 'The session was ended (sign-out, a password change or a role change): sign in again.' },
  'AUTH.SUSPENDED': { status: 401, meaning: 'An admin suspended the account.' },
  'WALLET.INSUFFICIENT_BALANCE': { status: 402, meaning: 'The wallet cannot pay; `details` may give the price, the balance and the shortfall in paise.' },
  'AUTH.FORBIDDEN': { status: 403, meaning: 'Signed in, but not allowed to do this.' },
  NOT_FOUND: { status: 404, meaning: 'There is no such thing (or it is not yours to see).' },
  GONE: { status: 410, meaning: 'It existed and was removed for good (a deleted article).' },
  CONFLICT: { status: 409, meaning: 'The request conflicts with the current state; `details` may say how.' },
  'ACCOUNT.BALANCE_LEFT': { status: 409, meaning: 'The account still holds money and cannot be deleted.' },
  'ADMIN.SELF': { status: 409, meaning: 'An admin cannot change their own role or suspend themselves.' },
  'APPLICATION.DECIDED': { status: 409, meaning: 'The astrologer application was already approved or rejected.' },
  'AUTH.EMAIL_TAKEN': { status: 409, meaning: 'Another account has this email.' },
  'AUTH.GOOGLE_TAKEN': { status: 409, meaning: 'This Google account is linked to another account.' },
  'BIRTH_TIME.AMBIGUOUS': { status: 409, meaning: 'The local birth time happened twice (a clock change); `details` gives both readings to choose from.' },
  'BIRTH_TIME.NONEXISTENT': { status: 409, meaning: 'The local birth time never happened (a clock change skipped it); `details` says what to use.' },
  'CHARTS.LIMIT': { status: 409, meaning: 'The account holds as many saved charts as it may.' },
  'CONSULTATION.ALREADY_OPEN': { status: 409, meaning: 'The customer already has a chat requested or under way.' },
  'CONSULTATION.ALREADY_REVIEWED': { status: 409, meaning: 'This chat has a review already.' },
  'CONSULTATION.ASTROLOGER_BUSY': { status: 409, meaning: 'The astrologer is in as many chats as they take at once.' },
  'CONSULTATION.ASTROLOGER_OFFLINE': { status: 409, meaning: 'The astrologer is offline.' },
  'CONSULTATION.CALLS_NOT_TAKEN': { status: 409, meaning: 'The astrologer does not take calls right now (a chat is still possible).' },
  'CONSULTATION.EXPIRED': { status: 409, meaning: 'The chat request expired before it was answered.' },
  'CONSULTATION.NOTHING_CHARGED': { status: 409, meaning: 'Nothing was charged for this chat, so there is nothing to refund.' },
  'CONSULTATION.NOT_ACTIVE': { status: 409, meaning: 'The chat is not active (messages are closed).' },
  'CONSULTATION.NOT_ENDED': { status: 409, meaning: 'The chat has not ended yet.' },
  'CONSULTATION.NOT_REQUESTED': { status: 409, meaning: 'The chat is no longer waiting for an answer.' },
  'CONSULTATION.REFUND_DECIDED': { status: 409, meaning: 'The refund request was already granted or denied.' },
  'CONSULTATION.REFUND_EXISTS': { status: 409, meaning: 'A refund was already requested for this chat.' },
  'CONTACT.ALREADY_ANSWERED': { status: 409, meaning: 'The message was already answered.' },
  'LEDGER.ALREADY_RECORDED': { status: 409, meaning: 'This movement of money was recorded before (nothing moved twice).' },
  'LEDGER.IDEMPOTENCY_CONFLICT': { status: 409, meaning: 'The idempotency key was used for a different movement of money.' },
  'PAYMENT.AMOUNT_MISMATCH': { status: 409, meaning: 'The gateway reported another amount than the order’s; nothing was credited.' },
  'PAYMENT.PROVIDER_CHANGED': { status: 409, meaning: 'The order belongs to another payment provider than the one configured now.' },
  'QUESTION.ALREADY_ASKED': { status: 409, meaning: 'The free question was already used by this account or for this birth.' },
  'QUESTION.ANSWERED': { status: 409, meaning: 'The question has been answered already.' },
  'QUESTION.IDEMPOTENCY_CONFLICT': { status: 409, meaning: 'The idempotency key was used for a different question.' },
  'QUESTION.TAKEN': { status: 409, meaning: 'Another astrologer holds this question to answer it.' },
  'REPORT.IDEMPOTENCY_CONFLICT': { status: 409, meaning: 'The idempotency key was used for a different report order.' },
  'REPORT.NOT_READY': { status: 409, meaning: 'The report is still being written.' },
  'WALLET.IDEMPOTENCY_CONFLICT': { status: 409, meaning: 'The idempotency key was used for a different recharge.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; `Retry-After` says when to try again.' },
  INTERNAL: { status: 500, meaning: 'Something failed on our side; the request may be tried again.' },
  'SSR.UNAVAILABLE': { status: 501, meaning: 'Asked of the in-process API while a page renders on the server, which only reads.' },
  'UPSTREAM.UNAVAILABLE': { status: 503, meaning: 'A service the platform relies on (a payment gateway, a geocoder, the PDF printer) failed; nothing changed.' },
  'FEATURE.PAUSED': { status: 503, meaning: 'An admin paused this part of the platform.' },
  'SERVICE.BUSY': { status: 503, meaning: 'As much of this work is queued as the server takes; `Retry-After` says when to try again.' },
  'SERVICE.UNAVAILABLE': { status: 503, meaning: 'The database is briefly unavailable; try again shortly.' },
} as const satisfies Record<string, { status: number; meaning: string }>

export type ErrorCode = keyof typeof ERROR_CODES

export function statusOfCode(code: ErrorCode): number {
  return ERROR_CODES[code].status
}
