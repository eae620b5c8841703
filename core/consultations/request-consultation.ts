import type { RateLimiter } from '../shared/ports/rate-limiter'
import type { ConsultationView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, FeaturePausedError, InsufficientBalanceError, NotFoundError, RateLimitedError } from '../errors'
import type { AstrologerProfiles } from '../astrologers/ports/astrologer-profiles'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import { type ConsultationRequest, REQUEST_TIMEOUT_MS, toConsultationView } from './rules'
import { formatRupees } from '../wallet/money'
import { idempotencyKeySchema, walletOf } from '../wallet/rules'
import type { ChatClockControl } from './consultation-clock'
import type { BalanceReader, ConsultationNotifier } from './consultation-notifier'
import { validate } from '../shared/validate'

/**
 * A customer asks an astrologer for a chat (POST /api/consultations). The astrologer's rate is locked
 * in. Refused with 402 when the wallet cannot pay one minute at that rate (even when the chat would
 * start with free minutes: the first paid minute must be payable), 409 when the astrologer is offline or
 * at capacity or the customer already has an open chat. The astrologer is told at once; the request
 * expires unless accepted within 2 minutes. The same Idempotency-Key answers the same consultation.
 */
/** Consultation requests one customer may make in ten minutes. */
const REQUESTS_PER_TEN_MINUTES = 10

export class RequestConsultation {
  constructor(
    private readonly profiles: AstrologerProfiles,
    private readonly consultations: ConsultationRepository,
    private readonly balances: BalanceReader,
    private readonly notifier: ConsultationNotifier,
    private readonly control: ChatClockControl,
    private readonly clock: Clock,
    private readonly limiter?: RateLimiter,
    /** false while an admin has paused new consultations (settings) */
    private readonly chatOpen: () => Promise<boolean> = async () => true,
  ) {}

  async execute(input: { customer: PublicUser; request: ConsultationRequest; idempotencyKey?: string | null }): Promise<ConsultationView> {
    const { astrologerId, type } = input.request
    const key = input.idempotencyKey ? validate(idempotencyKeySchema, input.idempotencyKey) : null
    if (key) {
      const earlier = await this.consultations.findByIdempotencyKey(input.customer.id, key)
      if (earlier) return toConsultationView(earlier)
    }
    if (!(await this.chatOpen())) throw new FeaturePausedError('New chat consultations are paused for a short while. Please try again later.')
    // New requests ring an astrologer: a customer may start a few in ten minutes, not a flood.
    if (this.limiter) {
      const decision = await this.limiter.hit(`consultation-requests:${input.customer.id}`, REQUESTS_PER_TEN_MINUTES, 600)
      if (!decision.allowed) throw new RateLimitedError('Too many chat requests. Please wait a few minutes and try again.', decision.retryAfterSeconds)
    }
    const astrologer = await this.profiles.find(astrologerId, 'en')
    if (!astrologer) throw new NotFoundError('No such astrologer')
    if (type === 'call' && !astrologer.modes.includes('call'))
      throw new ConflictError(`${astrologer.name} does not take calls right now. You can start a chat instead.`, 'CONSULTATION.CALLS_NOT_TAKEN')
    // The rate in force now is locked into the consultation: the chat rate is rupees, the call rate paise.
    const ratePaise = type === 'call' ? astrologer.callRatePerMinute : astrologer.ratePerMinute * 100
    const balance = await this.balances.balance(walletOf(input.customer.id))
    if (balance < ratePaise)
      throw new InsufficientBalanceError(`Your balance of ${formatRupees(balance, { decimals: 2 })} cannot pay one minute at ${formatRupees(ratePaise)} a minute. Please recharge to start the ${type === 'call' ? 'call' : 'chat'}.`)
    const now = this.clock.now()
    const record = await this.consultations.createRequest({
      customerId: input.customer.id,
      astrologerId: astrologer.id,
      type,
      ratePaise,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + REQUEST_TIMEOUT_MS),
      idempotencyKey: key,
    })
    this.control.watchRequest(record.id, record.expiresAt!)
    await this.notifier.notify(record, { balance })
    return toConsultationView(record)
  }
}
