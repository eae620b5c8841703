import type { PublicUser } from '../domain/user'
import { NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { CallMediaReport } from './rules'
import { loadAsParticipant } from './consultation-access'
import { type CallMediaBoard, callStateOf } from './call-media'
import type { ConsultationNotifier } from './consultation-notifier'

/** What the call use cases tell the clock: a call's media went up or down (billing starts, or pauses its charges). */
export interface CallClockControl {
  callMediaChanged(consultationId: string): void
}

/**
 * A browser reports its own call media state (`call.media` over the socket). The server, not a browser,
 * decides when the call connected: the first moment both sides have reported `connected`, on the server's
 * clock. That instant is stored once (`connected_at`) and billing runs from it. A side reporting
 * `disconnected` afterwards puts the call in `reconnecting` (the browsers restart ICE) until both are up.
 */
export class ReportCallMedia {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly board: CallMediaBoard,
    private readonly notifier: ConsultationNotifier,
    private readonly control: CallClockControl,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; report: CallMediaReport }): Promise<void> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role === 'admin' || record.type !== 'call') throw new NotFoundError('No such call')
    if (record.status !== 'active') return
    const before = callStateOf(record, this.board)
    this.board.set(record.id, role, input.report.state)
    let current = record
    if (!record.connectedAt && this.board.bothConnected(record.id)) {
      current = (await this.consultations.markConnected(record.id, this.clock.now())) ?? (await this.consultations.findById(record.id)) ?? record
    }
    // The clock looks now, so a drop is timed from the moment it was reported, not from the next tick.
    if (current.connectedAt) this.control.callMediaChanged(record.id)
    if (callStateOf(current, this.board) !== before) await this.notifier.notify(current)
  }
}
