import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { Realtime, RealtimeEvent } from './ports/realtime'
import type { CallAnswer, CallIce, CallOffer } from './rules'
import { loadAsParticipant } from './consultation-access'

export type CallSignal = { kind: 'offer'; offer: CallOffer } | { kind: 'answer'; answer: CallAnswer } | { kind: 'ice'; ice: CallIce }

/**
 * Passes a call's WebRTC signalling (offer, answer, ICE candidate) from one participant to the other, and to
 * nobody else; only while the call is active. The server reads none of it: the browsers negotiate the media.
 */
export class RelayCallSignal {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly realtime: Realtime,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; signal: CallSignal }): Promise<void> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role === 'admin' || record.type !== 'call') throw new NotFoundError('No such call')
    if (record.status !== 'active') throw new ConflictError('This call is not in progress', 'CONSULTATION.NOT_ACTIVE')
    const other = role === 'customer' ? record.astrologerUserId : record.customerId
    if (!other) return
    const { signal } = input
    const base = { consultationId: record.id, from: role }
    const event: RealtimeEvent =
      signal.kind === 'offer'
        ? { type: 'call.offer', ...base, sdp: signal.offer.sdp, iceRestart: signal.offer.iceRestart === true }
        : signal.kind === 'answer'
          ? { type: 'call.answer', ...base, sdp: signal.answer.sdp }
          : { type: 'call.ice', ...base, candidate: signal.ice.candidate }
    await this.realtime.publish([other], event)
  }
}
