import type { ConsultationView } from '../../../../core/domain/consultation'

/** The history filter: everything, open chats (requested or active), completed ones, or those that never started. */
export type HistoryFilter = 'all' | 'open' | 'ended' | 'unanswered'

/** The consultations a filter shows: open ones first, then newest first by request time. */
export function groupConsultations(list: readonly ConsultationView[], filter: HistoryFilter): ConsultationView[] {
  const isOpen = (c: ConsultationView) => c.status === 'requested' || c.status === 'active'
  const shown = list.filter((c) => {
    if (filter === 'open') return isOpen(c)
    if (filter === 'ended') return c.status === 'ended'
    if (filter === 'unanswered') return c.status === 'declined' || c.status === 'expired' || c.status === 'cancelled'
    return true
  })
  return [...shown].sort((a, b) => Number(isOpen(b)) - Number(isOpen(a)) || Date.parse(b.requestedAt) - Date.parse(a.requestedAt))
}

/** Requests still waiting whose acceptance window has not closed at `now` (epoch ms, server clock). */
export function liveRequests(list: readonly ConsultationView[], now: number): ConsultationView[] {
  return list.filter((c) => c.status === 'requested' && (!c.expiresAt || Date.parse(c.expiresAt) > now))
}

/** The request queue with one consultation replaced or added (oldest request first), or removed when `keep` says no. */
export function upsertConsultation(list: readonly ConsultationView[], next: ConsultationView, keep: (c: ConsultationView) => boolean): ConsultationView[] {
  const others = list.filter((c) => c.id !== next.id)
  if (!keep(next)) return others.length === list.length ? (list as ConsultationView[]) : others
  return [...others, next].sort((a, b) => Date.parse(a.requestedAt) - Date.parse(b.requestedAt))
}
