import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HeavyPasswordStrength } from '../../adapters/auth/heavy-password-strength'
import { HeavyReportWriting } from '../../adapters/compute/heavy-report-writing'
import { InProcessHeavyComputation } from '../../adapters/compute/in-process-pool'
import { PiscinaHeavyComputation } from '../../adapters/compute/piscina-pool'
import { HeavyComputation } from '../../core/shared/ports/heavy-computation'
import { PasswordStrength } from '../../core/accounts/ports/password-strength'
import { ReportWriting } from '../../core/reports/ports/report-writing'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/**
 * The heavy panchang routes through worker threads (COMPUTE_WORKERS=1, as in production) answer exactly
 * what the event-loop path answers (COMPUTE_WORKERS=0, the other API tests), bad input included: still a
 * 400 with its field issues, never a 500. The password check of sign-up and the reports run there too.
 */
let workers: Platform
let eventLoop: Platform
beforeAll(async () => {
  ;[workers, eventLoop] = await Promise.all([testPlatform({ COMPUTE_WORKERS: '1' }), testPlatform({ COMPUTE_WORKERS: '0' })])
}, 60_000)
let workersClosed = false
afterAll(async () => {
  await Promise.all([workersClosed ? undefined : workers?.close(), eventLoop?.close()])
})

const calls: Array<[string, Record<string, string>]> = [
  ['/api/festivals', { year: '2025' }],
  ['/api/festivals', { year: '2025', lang: 'hi' }],
  ['/api/panchang/month', { year: '2026', month: '3', lat: '28.6139', lon: '77.209' }],
  ['/api/muhurat', { category: 'marriage', year: '2025', month: '12' }],
]

const badCalls: Array<[string, Record<string, string>, string]> = [
  ['/api/festivals', { year: 'next' }, 'year'],
  ['/api/panchang/month', { year: '2026', month: '0' }, 'month'],
  ['/api/muhurat', { category: 'lottery', year: '2025', month: '12' }, 'category'],
]

describe('heavy panchang routes on worker threads', () => {
  it('are wired to the worker pool, or to the event loop with COMPUTE_WORKERS=0', () => {
    expect(workers.container.resolve(HeavyComputation)).toBeInstanceOf(PiscinaHeavyComputation)
    expect(eventLoop.container.resolve(HeavyComputation)).toBeInstanceOf(InProcessHeavyComputation)
    expect(workers.container.resolve(PasswordStrength)).toBeInstanceOf(HeavyPasswordStrength)
    expect(workers.container.resolve(ReportWriting)).toBeInstanceOf(HeavyReportWriting)
  })

  it('answer the same bodies as on the event loop', async () => {
    for (const [path, query] of calls) {
      const [a, b] = await Promise.all([request(workers.app).get(path).query(query), request(eventLoop.app).get(path).query(query)])
      expect(a.status, path).toBe(200)
      expect(b.status, path).toBe(200)
      expect(a.body, `${path} ${JSON.stringify(query)}`).toEqual(b.body)
    }
  }, 120_000)

  it('answer bad input with the same 400 and field issues', async () => {
    for (const [path, query, field] of badCalls) {
      const [a, b] = await Promise.all([request(workers.app).get(path).query(query), request(eventLoop.app).get(path).query(query)])
      expect(a.status, path).toBe(400)
      expect(a.body.code, path).toBe('VALIDATION.INVALID_INPUT')
      expect(a.body.issues.map((i: { path: string }) => i.path), path).toContain(field)
      expect(a.body, path).toEqual(b.body)
    }
  }, 60_000)

  it('judge a new password on the worker threads: a guessable one is refused, a strong one signs up', async () => {
    for (const [name, platform] of [['workers', workers], ['event loop', eventLoop]] as const) {
      const weak = await request(platform.app).post('/api/auth/signup').send({ name: 'Asha Rao', email: `asha-${name.replace(' ', '-')}@example.com`, password: 'password2024' })
      expect(weak.status, name).toBe(400)
      expect(weak.body.issues.map((i: { path: string }) => i.path), name).toContain('password')
      const strong = await request(platform.app).post('/api/auth/signup').send({ name: 'Asha Rao', email: `asha-${name.replace(' ', '-')}@example.com`, password: 'Moonlit Godavari ferry at 5' })
      expect(strong.status, name).toBe(201)
    }
  }, 60_000)

  it('write reports on the worker threads: the same free sample, and a paid report that completes', async () => {
    const [a, b] = await Promise.all([workers, eventLoop].map((p) => request(p.app).get('/api/reports/samples/career').query({ lang: 'te' })))
    expect(a.status).toBe(200)
    expect(a.body.sections.length).toBeGreaterThan(10)
    expect(a.body.sections).toEqual(b.body.sections)

    const signup = await request(workers.app).post('/api/auth/signup').send({ name: 'Kiran Rao', email: 'kiran-reports@example.com', password: 'Moonlit Godavari ferry at 5' })
    const auth = { Authorization: `Bearer ${signup.body.token}` }
    const recharge = await request(workers.app).post('/api/wallet/recharge').set(auth).send({ amount: 100_000 })
    await request(workers.app).post('/api/payments/sandbox/confirm').send({ orderId: recharge.body.orderId, outcome: 'success' }).expect(200)
    const birth = { name: 'Kiran Rao', date: '1991-07-04', time: '17:25', lat: 17.385, lon: 78.4867, tz: 'Asia/Kolkata' }
    const order = await request(workers.app).post('/api/reports').set(auth).set('Idempotency-Key', 'workers-child').send({ type: 'child', birth, lang: 'te' })
    expect(order.status).toBe(201)
    let report = order.body
    for (let waited = 0; report.status !== 'done' && report.status !== 'failed' && waited < 30_000; waited += 200) {
      await new Promise((ok) => setTimeout(ok, 200))
      report = (await request(workers.app).get(`/api/reports/${order.body.id}`).set(auth)).body
    }
    expect(report).toMatchObject({ status: 'done', progress: 100, currentSection: null })
    expect(report.sections.length).toBe(11)
    expect(report.sections[0].title).toMatch(/[\u0C00-\u0C7F]/)
  }, 60_000)

  it('stop their worker threads when the platform closes', async () => {
    const heavy = workers.container.resolve<HeavyComputation>(HeavyComputation)
    workersClosed = true
    await workers.close()
    await expect(heavy.run('festivals', { year: 2025, rise: 'hindu' })).rejects.toThrow()
  })
})
