import type { BookingView } from '../../domain/booking'
import type { BalanceWarning, Bill, CallState, ChatMessage, ConsultationView, ParticipantRole } from '../../domain/consultation'
import type { CallIce } from '../rules'

/** Events pushed to signed-in users' sockets (WS /api/realtime; docs/ui-contract.md). */
export type RealtimeEvent =
  | { type: 'message'; consultationId: string; message: ChatMessage; replay?: true }
  | { type: 'typing'; consultationId: string; userId: string; from: ParticipantRole; typing: boolean }
  | { type: 'read'; consultationId: string; receipt: 'delivered' | 'read'; from: ParticipantRole; upToSeq: number; at: string }
  | { type: 'consultation'; consultation: ConsultationView; bill: Bill; warning?: BalanceWarning }
  | { type: 'presence'; consultationId: string; userId: string; from: ParticipantRole; online: boolean }
  | { type: 'presence'; astrologerId: string; isOnline: boolean }
  // Booked appointments (docs/bookings.md): a reminder before the start, the warning a minute before the end,
  // and the platform's cancellation (an admin suspended the other party), to the party who remains.
  | { type: 'booking.reminder'; booking: BookingView; minutesBefore: number }
  | { type: 'booking.ending'; booking: BookingView; endsAt: string }
  | { type: 'booking.cancelled'; booking: BookingView }
  // Call signalling, relayed from one participant to the other (docs/calls.md).
  | { type: 'call.offer'; consultationId: string; from: ParticipantRole; sdp: string; iceRestart: boolean }
  | { type: 'call.answer'; consultationId: string; from: ParticipantRole; sdp: string }
  | { type: 'call.ice'; consultationId: string; from: ParticipantRole; candidate: CallIce['candidate'] }
  /** the server's view of the call: connectedAt (billing start, server clock) and the running bill */
  | { type: 'call.state'; consultationId: string; state: CallState; connectedAt: string | null; bill: Bill }

/**
 * Pushing events to users, on whichever server instance holds their sockets, and knowing who is
 * connected. One instance: in process; several: through Redis pub/sub (REDIS_URL).
 */
export interface Realtime {
  /** to every open socket of each of these users */
  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void>
  /** to every open socket */
  broadcast(event: RealtimeEvent): Promise<void>
  /** whether the user has at least one open socket on any instance */
  isConnected(userId: string): Promise<boolean>
}
export const Realtime = Symbol('Realtime')
