import { RateLimitedError } from '../errors'
import type { ContactMessages } from '../ports/contact-messages'
import type { RateLimiter } from '../ports/rate-limiter'
import { contactFormSchema } from '../rules/contact-form'
import { mailLanguage } from '../rules/mail-language'
import { validate } from '../shared/validate'

/** Messages one address may send an hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5

/**
 * POST /api/contact: keeps a message for the admins. Limited per address, counted before anything else
 * (parallel posts cannot outrun it); a filled-in honeypot is answered like a success and kept nowhere.
 */
export class SubmitContactMessage {
  constructor(
    private readonly messages: ContactMessages,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(input: { body: unknown; ip: string }): Promise<{ received: true }> {
    const form = validate(contactFormSchema, input.body)
    const decision = await this.limiter.hit(`contact:ip:${input.ip}`, CONTACT_MESSAGES_PER_HOUR, 3600)
    if (!decision.allowed) throw new RateLimitedError('Too many messages from this address. Please try again later.', decision.retryAfterSeconds)
    if (form.website) return { received: true }
    await this.messages.add({ name: form.name, email: form.email, message: form.message, lang: mailLanguage(input.body) })
    return { received: true }
  }
}
