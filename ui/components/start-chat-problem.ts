import { HttpError } from '../services/http'
import { rechargeNeededRupees } from './recharge-math'

/** How a failed start is shown: the server's code decides. */
type StartChatProblem =
  | { kind: 'recharge'; neededRupees: number }
  | { kind: 'offline' }
  | { kind: 'busy' }
  | { kind: 'already-open'; consultationId: string; call: boolean }
  | { kind: 'not-customer' }
  | { kind: 'not-found' }
  | { kind: 'paused' }
  | { kind: 'failed' }

/** Maps POST /api/consultations' error to what the customer is told (pure; `balance` and `rate` in paise). */
export function startChatProblem(error: unknown, ratePaise: number, balancePaise: number): StartChatProblem {
  if (!(error instanceof HttpError)) return { kind: 'failed' }
  const code = error.code
  if (error.status === 402 || code === 'WALLET.INSUFFICIENT_BALANCE') return { kind: 'recharge', neededRupees: Math.max(1, rechargeNeededRupees(ratePaise, balancePaise)) }
  if (code === 'CONSULTATION.ALREADY_OPEN') {
    const data = error.data as { details?: { consultationId?: unknown; type?: unknown } } | undefined
    const id = data?.details?.consultationId
    if (typeof id === 'string' && id) return { kind: 'already-open', consultationId: id, call: data?.details?.type === 'call' }
  }
  if (code === 'CONSULTATION.ASTROLOGER_BUSY') return { kind: 'busy' }
  // An admin has paused new consultations (settings).
  if (code === 'FEATURE.PAUSED') return { kind: 'paused' }
  if (code === 'CONSULTATION.ASTROLOGER_OFFLINE' || error.status === 409) return { kind: 'offline' }
  if (error.status === 403) return { kind: 'not-customer' }
  if (error.status === 404) return { kind: 'not-found' }
  return { kind: 'failed' }
}
