import type { RechargeRequest } from '../../../services/paid-service-types'

/**
 * One recharge attempt: the request and the Idempotency-Key it travels with. Retrying the same request
 * after a failed call keeps the key (the server answers the same order, nothing is created twice); a
 * different request, or a new attempt after an order was made, gets a new key.
 */
export interface RechargeAttempt {
  fingerprint: string
  key: string
}

/** A canonical text of a recharge request. */
export function rechargeFingerprint(request: RechargeRequest): string {
  if ('chatPackage' in request) return `chat:${request.chatPackage.astrologerId}:${request.chatPackage.minutes}`
  return 'packageId' in request ? `package:${request.packageId}` : `amount:${request.amount}`
}

/** The attempt to use for `request`, given the unfinished previous one (null after an order was made). */
export function rechargeAttemptFor(previous: RechargeAttempt | null, request: RechargeRequest, newKey: () => string): RechargeAttempt {
  const fingerprint = rechargeFingerprint(request)
  if (previous && previous.fingerprint === fingerprint) return previous
  return { fingerprint, key: newKey() }
}
