import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ga4MeasurementProtocolSink } from '../../adapters/analytics/ga4-measurement-protocol-sink'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

let platform: Platform
let admin: string
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
})
afterAll(async () => platform.close())
const api = () => request(platform.app)
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const funnel = async () => (await api().get('/api/admin/analytics/funnel?days=1').set(bearer(admin))).body

describe('first-party analytics', () => {
  it('stores a consenting tab’s events with their journey stage and counts sessions per stage', async () => {
    const before = await funnel()
    const stage = (f: typeof before, name: string) => f.stages.find((s: { stage: string }) => s.stage === name)
    const send = (sessionId: string, events: object[]) => api().post('/api/analytics/events').set('Host', 'telugu.astrovedic.example').send({ sessionId, events })
    expect((await send('session-aaaa-1111', [{ name: 'page_view', path: '/' }, { name: 'page_view', path: '/kundli' }, { name: 'kundli_generate', path: '/kundli' }])).status).toBe(202)
    expect((await send('session-bbbb-2222', [{ name: 'page_view', path: '/reports/life' }, { name: 'report_view', path: '/reports/life', params: { report_type: 'life' } }, { name: 'report_purchase', path: '/reports/life' }])).status).toBe(202)
    const after = await funnel()
    expect(after.sessions - before.sessions).toBe(2)
    expect(stage(after, 'awareness').sessions - stage(before, 'awareness').sessions).toBe(2)
    expect(stage(after, 'awareness').events - stage(before, 'awareness').events).toBe(3)
    expect(stage(after, 'interest').sessions - stage(before, 'interest').sessions).toBe(1)
    expect(stage(after, 'consideration').sessions - stage(before, 'consideration').sessions).toBe(1)
    expect(stage(after, 'consultation').sessions - stage(before, 'consultation').sessions).toBe(1)
    expect(after.topPages.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['/', '/kundli', '/reports/life']))
    expect(after.stages.map((s: { stage: string }) => s.stage)).toEqual(['awareness', 'interest', 'consideration', 'consultation', 'retention'])
  })

  it('takes one event in the published shape {name, path, sessionId, props?} too (partner sites), with 202', async () => {
    const before = await funnel()
    const interest = (f: typeof before) => f.stages.find((s: { stage: string }) => s.stage === 'interest')
    const one = await api().post('/api/analytics/events').send({ name: 'kundli_generate', path: '/kundli', sessionId: 'partner-session-0001', props: { source: 'partner' } })
    expect(one.status).toBe(202)
    const after = await funnel()
    expect(after.sessions - before.sessions).toBe(1)
    expect(interest(after).events - interest(before).events).toBe(1)
    for (const bad of [{ name: 'Kundli', path: '/kundli', sessionId: 'partner-session-0001' }, { name: 'page_view', path: '/', sessionId: 'x' }, { name: 'page_view', sessionId: 'partner-session-0001' }])
      expect((await api().post('/api/analytics/events').send(bad)).status).toBe(400)
  })

  it('refuses malformed reports with a 400 and keeps nothing', async () => {
    const before = (await funnel()).sessions
    for (const body of [
      {},
      { sessionId: 'x', events: [{ name: 'page_view', path: '/' }] },
      { sessionId: 'session-cccc-3333', events: [] },
      { sessionId: 'session-cccc-3333', events: [{ name: 'Page View', path: '/' }] },
      { sessionId: 'session-cccc-3333', events: [{ name: 'page_view', path: 'https://evil.example/' }] },
      { sessionId: 'session-cccc-3333', events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) },
    ])
      expect((await api().post('/api/analytics/events').send(body)).status).toBe(400)
    expect((await funnel()).sessions).toBe(before)
  })

  it('shows the funnel to admins only and checks the period', async () => {
    expect((await api().get('/api/admin/analytics/funnel')).status).toBe(401)
    const customer = (await api().post('/api/auth/signup').send({ name: 'Curious', email: 'curious@example.com', password: 'curious customer 7' })).body.token
    expect((await api().get('/api/admin/analytics/funnel').set(bearer(customer))).status).toBe(403)
    expect((await api().get('/api/admin/analytics/funnel?days=400').set(bearer(admin))).status).toBe(400)
  })
})

describe('GA4 Measurement Protocol sink', () => {
  it('sends each session’s events with the page, domain and journey stage, 25 at most per request', async () => {
    const sent: Array<{ url: string; body: { client_id: string; events: Array<{ name: string; params: Record<string, unknown> }> } }> = []
    const sink = new Ga4MeasurementProtocolSink({ measurementId: 'G-TEST123', apiSecret: 's3cret' }, async (url, init) => {
      sent.push({ url, body: JSON.parse(init.body) })
      return { ok: true, status: 204 }
    })
    const event = (i: number) => ({ sessionId: 'session-dddd-4444', name: 'page_view', stage: 'awareness' as const, domain: 'astrovedic.example', path: `/p/${i}`, userId: null, at: new Date().toISOString(), params: {} })
    await sink.record(Array.from({ length: 30 }, (_, i) => event(i)))
    expect(sent).toHaveLength(2)
    expect(sent[0]!.url).toBe('https://www.google-analytics.com/mp/collect?measurement_id=G-TEST123&api_secret=s3cret')
    expect(sent[0]!.body.client_id).toBe('session-dddd-4444')
    expect(sent[0]!.body.events).toHaveLength(25)
    expect(sent[1]!.body.events).toHaveLength(5)
    expect(sent[0]!.body.events[0]).toEqual({ name: 'page_view', timestamp_micros: expect.any(Number), params: expect.objectContaining({ page_location: 'https://astrovedic.example/p/0', journey_stage: 'awareness', session_id: 'session-dddd-4444' }) })
  })

  it('drops a failed send and tells the operator, never the visitor', async () => {
    const errors: unknown[] = []
    const sink = new Ga4MeasurementProtocolSink({ measurementId: 'G-TEST123', apiSecret: 's', onError: (e) => errors.push(e) }, async () => ({ ok: false, status: 500 }))
    await expect(sink.record([{ sessionId: 'session-eeee-5555', name: 'sign_up', stage: 'interest', domain: 'a.example', path: '/', userId: 'u1', at: '', params: {} }])).resolves.toBeUndefined()
    expect(errors).toHaveLength(1)
  })
})
