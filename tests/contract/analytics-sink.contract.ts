import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../../core/domain/analytics'
import type { AnalyticsSink } from '../../core/administration/ports/analytics-sink'

export interface AnalyticsSinkUnderTest {
  sink: AnalyticsSink
  /** the events as they reached where the sink keeps or sends them, read back */
  received(): Promise<AnalyticsEvent[]>
  close(): Promise<void>
}

const AT = '2026-11-30T18:45:12.000Z'
const event = (overrides: Partial<AnalyticsEvent>): AnalyticsEvent => ({
  sessionId: 'tab-0001-aaaa',
  name: 'page_view',
  stage: 'awareness',
  domain: 'astrovedic.example',
  path: '/',
  userId: null,
  at: AT,
  params: {},
  ...overrides,
})
const order = (events: AnalyticsEvent[]) => [...events].sort((a, b) => `${a.sessionId}${a.path}${a.name}`.localeCompare(`${b.sessionId}${b.path}${b.name}`))

/**
 * What every analytics sink must do, whether it keeps events in our database or sends them to Google
 * Analytics: each event arrives once, with its session, user, page, domain, journey stage, time and
 * parameters as recorded; a long batch arrives whole; an empty one sends nothing.
 */
export function describeAnalyticsSinkContract(name: string, make: () => Promise<AnalyticsSinkUnderTest>) {
  describe(`AnalyticsSink contract: ${name}`, () => {
    let under: AnalyticsSinkUnderTest
    beforeEach(async () => {
      under = await make()
    })
    afterEach(async () => under.close())

    it('keeps each event once, as it was recorded', async () => {
      const events = [
        event({ path: '/hindi/kundli', params: { lang: 'hi' } }),
        event({ name: 'kundli_generated', stage: 'interest', path: '/kundli', params: { style: 'north', charts: 3, saved: false } }),
        event({ sessionId: 'tab-0002-bbbb', userId: '7f3c9a52-5d1e-4b7a-9c1e-2a8d4f6b0c11', name: 'recharge_started', stage: 'consultation', path: '/dashboard/wallet', params: { amount_paise: 50_000 } }),
        event({ sessionId: 'tab-0002-bbbb', userId: '7f3c9a52-5d1e-4b7a-9c1e-2a8d4f6b0c11', domain: 'tamil.astrovedic.example', path: '/tamil/panchang', params: { place: 'சென்னை' } }),
      ]
      await under.sink.record(events)
      expect(order(await under.received())).toEqual(order(events))
    })

    it('keeps a batch longer than one request may carry whole', async () => {
      const events = Array.from({ length: 30 }, (_, i) => event({ path: `/blog/article-${String(i).padStart(2, '0')}` }))
      await under.sink.record(events)
      expect(order(await under.received())).toEqual(order(events))
    })

    it('sends nothing for an empty batch', async () => {
      await under.sink.record([])
      expect(await under.received()).toEqual([])
    })
  })
}
