import { z } from 'zod'
import { languageParam } from '../shared/language-param'
import type { AuthResult, PublicUser } from '../domain/user'
import { ConflictError, UnauthorizedError, ValidationError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { EmailChanges } from './ports/email-changes'
import type { Mailer } from '../shared/ports/mailer'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { TokenService } from './ports/token-service'
import type { UserRepository } from './ports/user-repository'
import { accountMessages, emailField } from './forms'
import { localizePath } from '../shared/language'
import { toPublicUser } from './to-public-user'
import { hashOfToken, newOneTimeToken } from './one-time-token'
import type { PasswordAttempts } from './password-attempts'

/** How long the link in the mail works. */
const EMAIL_CHANGE_HOURS = 24

const emailChangeMessages = {
  wrongPassword: 'The password is not correct',
  sameEmail: 'This is already your email address',
  taken: 'An account with this email already exists',
  badLink: 'This link has expired or was already used. Please ask for a new one from your profile.',
} as const

/** POST /api/auth/email: the new address and the password (the page's `lang` is accepted; the mails follow the account's language). */
export const emailChangeRequestSchema = z.object({ newEmail: emailField, password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired), lang: languageParam })
/** POST /api/auth/email/confirm: the link's token (the page's `lang` is accepted; the notice follows the account's language). */
export const emailChangeConfirmSchema = z.object({ token: z.string({ error: emailChangeMessages.badLink }).regex(/^[0-9a-f]{64}$/, emailChangeMessages.badLink), lang: languageParam })

/**
 * Changing the account's email (/profile): the password confirms it is the owner; a link goes to
 * the new address, and only following it makes the change (so nobody moves an account to an address they
 * cannot read). Then every other session ends, a new session is issued, and the old address is told.
 */
export class ChangeEmail {
  constructor(
    private readonly users: UserRepository,
    private readonly attempts: PasswordAttempts,
    private readonly changes: EmailChanges,
    private readonly mailer: Mailer,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly siteUrl: string,
    private readonly phrases: Phrasebook,
  ) {}

  async request(user: PublicUser, { newEmail, password }: z.output<typeof emailChangeRequestSchema>, context: { ip: string }): Promise<{ pendingEmail: string }> {
    const record = await this.users.findById(user.id)
    if (!record) throw new UnauthorizedError()
    if (!(await this.attempts.check({ email: record.email, ip: context.ip, password, passwordHash: record.passwordHash })))
      throw new ValidationError(emailChangeMessages.wrongPassword, [{ path: 'password', message: emailChangeMessages.wrongPassword }])
    if (newEmail === record.email.toLowerCase()) throw new ValidationError(emailChangeMessages.sameEmail, [{ path: 'newEmail', message: emailChangeMessages.sameEmail }])
    if (await this.users.findByEmail(newEmail)) throw new ConflictError(emailChangeMessages.taken, 'AUTH.EMAIL_TAKEN')
    const token = newOneTimeToken()
    await this.changes.save({ tokenHash: await hashOfToken(token), userId: record.id, newEmail, expiresAt: new Date(this.clock.now().getTime() + EMAIL_CHANGE_HOURS * 3_600_000) })
    // Both mails, and the profile page the link opens, are in the account's language.
    const lang = record.language
    const vars = { name: record.name, newEmail, hours: EMAIL_CHANGE_HOURS, link: `${this.siteUrl}${localizePath('/profile', lang)}?verifyEmail=${token}` }
    await this.mailer.send({
      to: newEmail,
      subject: this.phrases.phrase(lang, 'mail.emailChange.confirm.subject', vars),
      text: this.phrases.phrase(lang, 'mail.emailChange.confirm.body', vars),
    })
    return { pendingEmail: newEmail }
  }

  async confirm({ token }: z.output<typeof emailChangeConfirmSchema>): Promise<AuthResult> {
    const change = await this.changes.take(await hashOfToken(token))
    if (!change || change.expiresAt.getTime() < this.clock.now().getTime()) throw new ValidationError(emailChangeMessages.badLink, [{ path: 'token', message: emailChangeMessages.badLink }])
    const before = await this.users.findById(change.userId)
    if (!before || before.suspended) throw new ValidationError(emailChangeMessages.badLink, [{ path: 'token', message: emailChangeMessages.badLink }])
    const taken = await this.users.findByEmail(change.newEmail)
    if (taken && taken.id !== before.id) throw new ConflictError(emailChangeMessages.taken, 'AUTH.EMAIL_TAKEN')
    await this.users.setEmail(before.id, change.newEmail)
    const sessionVersion = await this.users.endSessions(before.id)
    const after = (await this.users.findById(before.id))!
    const vars = { name: before.name, newEmail: change.newEmail }
    await this.mailer
      .send({ to: before.email, subject: this.phrases.phrase(before.language, 'mail.emailChange.changed.subject', vars), text: this.phrases.phrase(before.language, 'mail.emailChange.changed.body', vars) })
      .catch(() => undefined)
    return { token: await this.tokens.issue({ userId: after.id, role: after.role, sessionVersion }), user: toPublicUser(after) }
  }
}
