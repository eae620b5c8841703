import type { CallState, ConsultationRecord, ParticipantRole } from '../domain/consultation'

export type MediaState = 'connected' | 'disconnected'

/**
 * What each browser last said about its own call media (its RTCPeerConnection's connection state). Kept in
 * memory on the server instance the reports arrive at: after a restart it is empty, and the browsers report
 * again when their socket is back (a state nobody reported counts as up; socket presence still counts).
 */
export class CallMediaBoard {
  private readonly states = new Map<string, Partial<Record<ParticipantRole, MediaState>>>()

  set(consultationId: string, role: ParticipantRole, state: MediaState): void {
    this.states.set(consultationId, { ...this.states.get(consultationId), [role]: state })
  }

  get(consultationId: string, role: ParticipantRole): MediaState | undefined {
    return this.states.get(consultationId)?.[role]
  }

  bothConnected(consultationId: string): boolean {
    const s = this.states.get(consultationId)
    return s?.customer === 'connected' && s.astrologer === 'connected'
  }

  /** a party reported its media down (and has not reported it up since) */
  anyDown(consultationId: string): boolean {
    const s = this.states.get(consultationId)
    return s?.customer === 'disconnected' || s?.astrologer === 'disconnected'
  }

  forget(consultationId: string): void {
    this.states.delete(consultationId)
  }
}

/** The call's state as both parties are told it: from the stored consultation and the media reports. */
export function callStateOf(record: Pick<ConsultationRecord, 'id' | 'status' | 'connectedAt'>, board: CallMediaBoard): CallState {
  if (record.status === 'requested') return 'connecting'
  if (record.status !== 'active') return 'ended'
  if (!record.connectedAt) return 'connecting'
  return board.anyDown(record.id) ? 'reconnecting' : 'connected'
}
