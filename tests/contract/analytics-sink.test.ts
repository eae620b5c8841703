import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isDeepStrictEqual } from 'node:util'
import { FanOutAnalyticsSink, Ga4MeasurementProtocolSink } from '../../adapters/analytics/ga4-measurement-protocol-sink'
import type { Storage } from '../../adapters/storage/database'
import { SqlAnalyticsStore } from '../../adapters/storage/sql-analytics-store'
import type { AnalyticsEvent } from '../../core/domain/analytics'
import { storageDrivers } from '../support/storage'
import { describeAnalyticsSinkContract } from './analytics-sink.contract'

/** What the first-party store holds, read back from its table. */
async function stored(storage: Storage): Promise<AnalyticsEvent[]> {
  const rows = await storage.db.selectFrom('analytics_events').selectAll().orderBy('id').execute()
  return rows.map((r) => ({
    sessionId: r.session_id,
    name: r.name,
    stage: r.stage as AnalyticsEvent['stage'],
    domain: r.domain,
    path: r.path,
    userId: r.user_id,
    at: new Date(r.created_at).toISOString(),
    params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as AnalyticsEvent['params'],
  }))
}

interface Ga4Body {
  client_id: string
  user_id?: string
  events: Array<{ name: string; timestamp_micros: number; params: Record<string, string | number | boolean> }>
}

/** A Measurement Protocol collector on loopback: what GA would have been sent, decoded back into events. */
async function ga4Collector(): Promise<{ endpoint: string; received(): AnalyticsEvent[]; requests(): Ga4Body[]; close(): Promise<void> }> {
  const bodies: Ga4Body[] = []
  const server: Server = createServer((req, res) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (text += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://collector')
      if (req.method === 'POST' && url.pathname === '/mp/collect' && url.searchParams.get('measurement_id') === 'G-CONTRACT' && url.searchParams.get('api_secret') === 'contract-secret') {
        bodies.push(JSON.parse(text) as Ga4Body)
        res.writeHead(204).end()
      } else res.writeHead(400).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}/mp/collect`,
    requests: () => bodies,
    received: () =>
      bodies.flatMap((body) =>
        body.events.map(({ name, timestamp_micros, params }) => {
          const { page_location, page_path, journey_stage, session_id, engagement_time_msec: _engaged, ...own } = params
          return {
            sessionId: String(session_id),
            name,
            stage: journey_stage as AnalyticsEvent['stage'],
            domain: new URL(String(page_location)).host,
            path: String(page_path),
            userId: body.user_id ?? null,
            at: new Date(timestamp_micros / 1000).toISOString(),
            params: own,
          }
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const failures: unknown[] = []
const ga4 = (endpoint: string) => new Ga4MeasurementProtocolSink({ measurementId: 'G-CONTRACT', apiSecret: 'contract-secret', endpoint, onError: (e) => failures.push(e) })

for (const [driver, open] of storageDrivers)
  describeAnalyticsSinkContract(`the first-party store on ${driver}`, async () => {
    const storage = await open()
    return { sink: new SqlAnalyticsStore(storage.db), received: () => stored(storage), close: () => storage.close() }
  })

describeAnalyticsSinkContract('Google Analytics 4 (Measurement Protocol, to a collector on loopback)', async () => {
  const collector = await ga4Collector()
  return {
    sink: ga4(collector.endpoint),
    received: async () => {
      // GA takes at most 25 events a request, all of one client.
      for (const body of collector.requests()) {
        if (body.events.length > 25) throw new Error(`${body.events.length} events in one request`)
        if (new Set(body.events.map((e) => e.params.session_id)).size !== 1) throw new Error('one request mixes sessions')
      }
      if (failures.length) throw new Error(`the sink reported ${String(failures[0])}`)
      return collector.received()
    },
    close: () => collector.close(),
  }
})

describeAnalyticsSinkContract('both at once (the store and GA4)', async () => {
  const [storage, collector] = await Promise.all([storageDrivers[0]![1](), ga4Collector()])
  return {
    sink: new FanOutAnalyticsSink([new SqlAnalyticsStore(storage.db), ga4(collector.endpoint)]),
    received: async () => {
      const kept = await stored(storage)
      const sent = collector.received()
      const byPage = (events: AnalyticsEvent[]) => [...events].sort((a, b) => `${a.sessionId}${a.path}${a.name}`.localeCompare(`${b.sessionId}${b.path}${b.name}`))
      if (!isDeepStrictEqual(byPage(sent), byPage(kept))) throw new Error('the store and GA4 received different events')
      return kept
    },
    close: async () => {
      await collector.close()
      await storage.close()
    },
  }
})
