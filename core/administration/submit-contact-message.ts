import { RateLimitedError } from '../errors'
import type { ContactMessages } from './ports/contact-messages'
import type { RateLimiter } from '../shared/ports/rate-limiter'
import type { ContactMessageRequest } from './request'

/** Messages one address may send an hour. */
const CONTACT_MESSAGES_PER_HOUR = 5

/**
 * POST /api/contact: keeps a message for the admins. Limited per address, counted before anything else
 * (parallel posts cannot outrun it); a filled-in honeypot is answered like a success and kept nowhere.
 */
export class SubmitContactMessage {
  constructor(
    private readonly messages: ContactMessages,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(input: { form: ContactMessageRequest; ip: string }): Promise<{ received: true }> {
    const { form } = input
    const decision = await this.limiter.hit(`contact:ip:${input.ip}`, CONTACT_MESSAGES_PER_HOUR, 3600)
    if (!decision.allowed) throw new RateLimitedError('Too many messages from this address. Please try again later.', decision.retryAfterSeconds)
    if (form.website) return { received: true }
    await this.messages.add({ name: form.name, email: form.email, message: form.message, lang: form.lang })
    return { received: true }
  }
}
