import { RateLimitedError } from '../errors'
import { resetPinRequestSchema } from './forms'
import { languageParam } from '../shared/language-param'
import { z } from 'zod'
import type { Clock } from '../shared/ports/clock'
import type { Mailer } from '../shared/ports/mailer'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { PasswordHasher } from './ports/password-hasher'
import type { RateLimiter } from '../shared/ports/rate-limiter'
import type { ResetPinStore } from './ports/reset-pin-store'
import type { UserRepository } from './ports/user-repository'
import { EqualTime } from './equal-time'

const RESET_PIN_TTL_MINUTES = 15
export const RESET_PIN_SENT = 'If an account exists for that email, we have sent a 6-digit PIN to it.'


/** POST /api/auth/reset-pin/request: the address, and the page's language (accepted; the mail follows the account's language). */
export const resetPinRequestBodySchema = resetPinRequestSchema.extend({ lang: languageParam })

/**
 * Mails a one-time 6-digit PIN to reset the password. The answer is the same whether or not the
 * email has an account, so it cannot be used to find out who is registered.
 */
export class RequestResetPin {
  constructor(
    private readonly users: UserRepository,
    private readonly pins: ResetPinStore,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly randomPin: () => string,
    private readonly phrases: Phrasebook,
  ) {
    this.equalTime = new EqualTime(hasher)
  }

  private readonly equalTime: EqualTime

  async execute({ email }: z.output<typeof resetPinRequestBodySchema>): Promise<{ message: string }> {
    const decision = await this.limiter.hit(`reset-pin:${email}`, 3, 15 * 60)
    if (!decision.allowed) throw new RateLimitedError('Too many PIN requests. Please wait a few minutes and try again.', decision.retryAfterSeconds)
    const user = await this.users.findByEmail(email)
    // An unknown email spends the same hashing time as a known one (the PIN's hash is the costly step).
    if (!user) await this.equalTime.hashNothing(this.randomPin())
    if (user) {
      const pin = this.randomPin()
      const expiresAt = new Date(this.clock.now().getTime() + RESET_PIN_TTL_MINUTES * 60_000)
      await this.pins.save({ userId: user.id, pinHash: await this.hasher.hash(pin), expiresAt })
      const vars = { name: user.name, pin, minutes: RESET_PIN_TTL_MINUTES }
      // The account's own language, not the page's: whoever asks, the owner reads the mail.
      await this.mailer.send({
        to: user.email,
        subject: this.phrases.phrase(user.language, 'mail.resetPin.subject', vars),
        text: this.phrases.phrase(user.language, 'mail.resetPin.body', vars),
      })
    }
    return { message: RESET_PIN_SENT }
  }
}
