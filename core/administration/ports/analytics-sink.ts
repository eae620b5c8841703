import type { AnalyticsEvent, AnalyticsFunnel } from '../../domain/analytics'

/** Where analytics events go: the first-party store, Google Analytics 4 (Measurement Protocol), or both. */
export interface AnalyticsSink {
  record(events: readonly AnalyticsEvent[]): Promise<void>
}
export const AnalyticsSink = Symbol('AnalyticsSink')

/** The first-party store's read side: the funnel by journey stage for admins. */
export interface AnalyticsFunnelSource {
  funnel(from: Date, to: Date): Promise<AnalyticsFunnel>
}
export const AnalyticsFunnelSource = Symbol('AnalyticsFunnelSource')

/** The events recorded while a person was signed in (their own data). */
export interface AnalyticsHistory {
  eventsOf(userId: string, limit: number): Promise<AnalyticsEvent[]>
}
export const AnalyticsHistory = Symbol('AnalyticsHistory')
