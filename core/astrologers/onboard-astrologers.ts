import type { AstrologerApplication } from '../domain/astrologer-application'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError, RateLimitedError } from '../errors'
import type { AstrologerApplications } from './ports/astrologer-applications'
import type { AstrologerProfiles } from './ports/astrologer-profiles'
import type { AuditLog } from '../shared/ports/audit-log'
import type { Mailer } from '../shared/ports/mailer'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { PasswordHasher } from '../accounts/ports/password-hasher'
import type { RateLimiter } from '../shared/ports/rate-limiter'
import type { UserRepository } from '../accounts/ports/user-repository'
import { applicationMessages } from './application-form'
import { localizePath } from '../shared/language'
import type { ApplicationList, ApplicationRequest, ApprovalTerms, Rejection } from './request'

/** Applications one address may send an hour. */
const APPLICATIONS_PER_HOUR = 5

/**
 * Astrologer onboarding: astrologers apply through a public form; an admin approves, which
 * creates the account (role astrologer, no usable password yet: the mail says to set one with the reset
 * PIN), the public profile with its rate, and the commission the platform takes from it; or rejects, with
 * a note mailed to the applicant. Every decision is audited.
 */
export class OnboardAstrologers {
  constructor(
    private readonly applications: AstrologerApplications,
    private readonly users: UserRepository,
    private readonly profiles: AstrologerProfiles,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly limiter: RateLimiter,
    private readonly siteUrl: string,
    private readonly phrases: Phrasebook,
  ) {}

  async apply(form: ApplicationRequest, ip: string): Promise<{ received: true }> {
    // A filled honeypot: answered like a success, kept nowhere.
    if (form.website) return { received: true }
    const decision = await this.limiter.hit(`apply:ip:${ip}`, APPLICATIONS_PER_HOUR, 3600)
    if (!decision.allowed) throw new RateLimitedError('Too many applications from this address. Please try again later.', decision.retryAfterSeconds)
    await this.applications.add({ name: form.name, email: form.email, phone: form.phone, experienceYears: form.experienceYears, languages: form.languages, specialties: form.specialties, bio: form.bio, ratePerMinute: form.ratePerMinute, lang: form.lang })
    return { received: true }
  }

  list({ status }: ApplicationList): Promise<AstrologerApplication[]> {
    return this.applications.list(status, 200)
  }

  async approve(admin: PublicUser, id: string, terms: ApprovalTerms): Promise<AstrologerApplication> {
    const application = await this.pending(id)
    if (await this.users.findByEmail(application.email)) throw new ConflictError(applicationMessages.emailTaken, 'AUTH.EMAIL_TAKEN')
    // Decided first, so two admins approving at once make one account.
    if (!(await this.applications.decide(id, { status: 'approved', by: admin.id, astrologerId: null, note: null }))) throw new ConflictError(applicationMessages.decided, 'APPLICATION.DECIDED')
    const unusable = await this.hasher.hash(`unset:${globalThis.crypto.randomUUID()}`)
    const user = await this.users.create({ email: application.email, name: application.name, role: 'astrologer', passwordHash: unusable, language: application.lang })
    const astrologerId = await this.profiles.create({
      name: application.name,
      userId: user.id,
      experienceYears: application.experienceYears,
      languages: application.languages,
      specialties: application.specialties,
      bio: application.bio,
      ratePerMinute: terms.ratePerMinute,
      commissionPercent: terms.commissionPercent,
    })
    await this.applications.setAstrologer(id, astrologerId)
    await this.audit.record({ actorId: admin.id, actorEmail: admin.email, action: 'astrologer.approve', target: application.email, before: { status: 'new', ratePerMinute: application.ratePerMinute }, after: { status: 'approved', astrologerId, ...terms } })
    const lang = application.lang
    const vars = {
      name: application.name,
      email: application.email,
      rate: terms.ratePerMinute,
      resetLink: `${this.siteUrl}${localizePath('/reset-pin', lang)}`,
      dashboardLink: `${this.siteUrl}${localizePath('/astrologer-dashboard', lang)}`,
    }
    await this.mailer.send({
      to: application.email,
      subject: this.phrases.phrase(lang, 'mail.application.approved.subject', vars),
      text: this.phrases.phrase(lang, 'mail.application.approved.body', vars),
    })
    return (await this.applications.get(id))!
  }

  async reject(admin: PublicUser, id: string, { note }: Rejection): Promise<AstrologerApplication> {
    const application = await this.pending(id)
    if (!(await this.applications.decide(id, { status: 'rejected', by: admin.id, astrologerId: null, note: note || null }))) throw new ConflictError(applicationMessages.decided, 'APPLICATION.DECIDED')
    await this.audit.record({ actorId: admin.id, actorEmail: admin.email, action: 'astrologer.reject', target: application.email, before: { status: 'new' }, after: { status: 'rejected', note } })
    const lang = application.lang
    await this.mailer.send({
      to: application.email,
      subject: this.phrases.phrase(lang, 'mail.application.rejected.subject'),
      text: this.phrases.phrase(lang, note ? 'mail.application.rejected.bodyWithNote' : 'mail.application.rejected.body', { name: application.name, note }),
    })
    return (await this.applications.get(id))!
  }

  private async pending(id: string): Promise<AstrologerApplication> {
    const application = await this.applications.get(id)
    if (!application) throw new NotFoundError('No such application')
    if (application.status !== 'new') throw new ConflictError(applicationMessages.decided, 'APPLICATION.DECIDED')
    return application
  }
}
