import type { JourneyStage } from '../administration/journey'

export const JOURNEY_STAGES: readonly JourneyStage[] = ['awareness', 'interest', 'consideration', 'consultation', 'retention']

/** One event a consenting browser reported: page views carry the path; every event its journey stage. */
export interface AnalyticsEvent {
  sessionId: string
  name: string
  stage: JourneyStage
  domain: string
  path: string
  userId: string | null
  at: string
  params: Record<string, string | number | boolean>
}

/** The funnel of a period: how many sessions reached each stage, and the most viewed pages. */
export interface AnalyticsFunnel {
  from: string
  to: string
  sessions: number
  stages: Array<{ stage: JourneyStage; sessions: number; events: number }>
  topPages: Array<{ path: string; views: number }>
}
