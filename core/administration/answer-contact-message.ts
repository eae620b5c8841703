import { z } from 'zod'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { AuditLog } from '../shared/ports/audit-log'
import type { ContactMessage, ContactMessages } from './ports/contact-messages'
import type { Mailer } from '../shared/ports/mailer'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { UserRepository } from '../accounts/ports/user-repository'

const replyMessages = { reply: 'Write a reply of 2 to 5,000 characters' } as const
/** POST /api/admin/responses/{id}/reply. */
export const replySchema = z.object({ reply: z.string({ error: replyMessages.reply }).trim().min(2, replyMessages.reply).max(5000, replyMessages.reply) })
type ContactReply = z.output<typeof replySchema>

/**
 * POST /api/admin/responses/{id}/reply: mails the admin's answer to the sender through the Mailer, marks the
 * message answered (once, however many admins press at the same moment) and audits it.
 */
export class AnswerContactMessage {
  constructor(
    private readonly messages: ContactMessages,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly phrases: Phrasebook,
    private readonly users: UserRepository,
  ) {}

  async execute(actor: PublicUser, id: string, { reply }: ContactReply): Promise<ContactMessage> {
    const message = /^[0-9a-f-]{36}$/.test(id) ? await this.messages.get(id) : null
    if (!message) throw new NotFoundError('Message not found')
    if (!(await this.messages.answer(id, { text: reply, by: actor.email }))) throw new ConflictError('This message has already been answered', 'CONTACT.ALREADY_ANSWERED')
    const quoted = message.message.split('\n').map((line) => `> ${line}`).join('\n')
    // The admin's words go as written; the greeting, the quote's heading and the signature are in the
    // language of the sender's account when the address has one, else of the page the message was sent from.
    const lang = (await this.users.findByEmail(message.email))?.language ?? message.lang
    const vars = { name: message.name, reply, quoted }
    await this.mailer.send({
      to: message.email,
      subject: this.phrases.phrase(lang, 'mail.contactReply.subject', vars),
      text: this.phrases.phrase(lang, 'mail.contactReply.body', vars),
    })
    await this.audit.record({ actorId: actor.id, actorEmail: actor.email, action: 'contact.reply', target: `contact:${id}`, before: { status: 'new' }, after: { status: 'answered', reply } })
    return (await this.messages.get(id))!
  }
}
