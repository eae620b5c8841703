import type { AnalyticsEvent } from '../../core/domain/analytics'
import type { AnalyticsSink } from '../../core/administration/ports/analytics-sink'

type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{ ok: boolean; status: number }>

/**
 * Google Analytics 4 through the Measurement Protocol, from the server: the browser loads no Google script.
 * The tab's session id is the client id; each event carries its page, domain and journey stage. GA accepts
 * at most 25 events a request. A failure is reported to `onError` and dropped (analytics never blocks a page).
 */
export class Ga4MeasurementProtocolSink implements AnalyticsSink {
  constructor(
    private readonly options: { measurementId: string; apiSecret: string; endpoint?: string; onError?: (error: unknown) => void },
    private readonly fetcher: Fetch = (url, init) => globalThis.fetch(url, init),
  ) {}

  async record(events: readonly AnalyticsEvent[]): Promise<void> {
    const bySession = new Map<string, AnalyticsEvent[]>()
    for (const e of events) bySession.set(e.sessionId, [...(bySession.get(e.sessionId) ?? []), e])
    const endpoint = this.options.endpoint ?? 'https://www.google-analytics.com/mp/collect'
    const url = `${endpoint}?measurement_id=${encodeURIComponent(this.options.measurementId)}&api_secret=${encodeURIComponent(this.options.apiSecret)}`
    for (const [sessionId, list] of bySession)
      for (let i = 0; i < list.length; i += 25) {
        const body = {
          client_id: sessionId,
          ...(list[0]!.userId ? { user_id: list[0]!.userId } : {}),
          events: list.slice(i, i + 25).map((e) => ({
            name: e.name,
            // When it happened, not when GA hears of it (a batch may arrive late).
            ...(Number.isFinite(Date.parse(e.at)) ? { timestamp_micros: Date.parse(e.at) * 1000 } : {}),
            params: { ...e.params, page_location: `https://${e.domain}${e.path}`, page_path: e.path, journey_stage: e.stage, session_id: sessionId, engagement_time_msec: 1 },
          })),
        }
        try {
          const res = await this.fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5_000) })
          if (!res.ok) throw new Error(`GA4 answered ${res.status}`)
        } catch (error) {
          this.options.onError?.(error)
        }
      }
  }
}

/** Several sinks at once (the first-party store and GA4). */
export class FanOutAnalyticsSink implements AnalyticsSink {
  constructor(private readonly sinks: readonly AnalyticsSink[]) {}

  async record(events: readonly AnalyticsEvent[]): Promise<void> {
    await Promise.all(this.sinks.map((s) => s.record(events)))
  }
}
