import type { ConsultationView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, ForbiddenError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import { toConsultationView } from './rules'
import { FREE_CHAT_MINUTES } from '../wallet/money'
import { loadAsParticipant } from './consultation-access'
import type { ChatClockControl } from './consultation-clock'
import type { ConsultationNotifier } from './consultation-notifier'

/**
 * The astrologer accepts a request before it expires: the chat starts and its clock with it (kept by
 * this server instance). The customer's first accepted consultation starts with 5 free minutes.
 * Accepting an already active chat answers it unchanged.
 */
export class AcceptConsultation {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly notifier: ConsultationNotifier,
    private readonly control: ChatClockControl & { readonly instanceId: string },
    private readonly clock: Clock,
    /** the first consultation's free minutes, read from the settings at each acceptance */
    private readonly freeMinutes: () => Promise<number> = async () => FREE_CHAT_MINUTES,
    /**
     * A booked consultation is accepted by joining its booking (the astrologer recorded as joined, never a
     * no-show for pressing Accept; no free minutes, the hold pays): true when the consultation was a booking's.
     */
    private readonly joinBooked: (user: PublicUser, consultationId: string) => Promise<boolean> = async () => false,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string }): Promise<ConsultationView> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role !== 'astrologer') throw new ForbiddenError('Only the astrologer can accept this chat')
    if (await this.joinBooked(input.user, record.id)) {
      const joined = await this.consultations.findById(record.id)
      return toConsultationView(joined ?? record)
    }
    if (record.status === 'active') return toConsultationView(record)
    const now = this.clock.now()
    if (record.status === 'requested' && record.expiresAt && record.expiresAt.getTime() <= now.getTime()) {
      const expired = await this.consultations.expireRequests(now)
      await Promise.all(expired.map((r) => this.notifier.notify(r)))
      throw new ConflictError('This request expired before it was accepted', 'CONSULTATION.EXPIRED')
    }
    if (record.status !== 'requested') throw new ConflictError(`This chat is ${record.status}; it can no longer be accepted`, 'CONSULTATION.NOT_REQUESTED')
    const accepted = await this.consultations.accept(record.id, { at: now, freeMinutesIfFirst: await this.freeMinutes(), clockOwner: this.control.instanceId })
    if (!accepted) {
      const current = await this.consultations.findById(record.id)
      if (current?.status === 'active') return toConsultationView(current)
      throw new ConflictError('This chat can no longer be accepted', current?.status === 'expired' ? 'CONSULTATION.EXPIRED' : 'CONSULTATION.NOT_REQUESTED')
    }
    await this.notifier.notify(accepted, { elapsedMs: 0 })
    this.control.track(accepted.id)
    return toConsultationView(accepted, 0)
  }
}
