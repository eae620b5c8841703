import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReportContent } from '../../core/domain/report'
import type { PrintMeta, ReportPrinter } from '../../core/reports/ports/report-printer'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/**
 * The PDF queue under attack: many requests for one report's PDF print it once; more distinct prints than
 * the queue holds answer 503 with Retry-After; a print whose requester has gone is not made. The printer
 * is a stand-in that takes `delayMs` (Chromium's part is tested in reports.test.ts).
 */
class SlowPrinter implements ReportPrinter {
  delayMs = 300
  readonly printed: string[] = []
  readonly started: string[] = []
  async print(content: ReportContent, meta: PrintMeta, signal?: AbortSignal): Promise<Uint8Array> {
    this.started.push(`${content.title}|${meta.lang}`)
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, this.delayMs)
      signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(new Error('print called off'))
      })
    })
    this.printed.push(`${content.title}|${meta.lang}`)
    return new TextEncoder().encode(`%PDF-1.7 ${content.title} ${meta.lang}`)
  }
}

const BIRTH = { name: 'Ravi Kumar', date: '1985-03-14', time: '09:20', lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata' }
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const printer = new SlowPrinter()
let platform: Platform
let server: Server
let base = ''
const api = () => request(platform.app)

async function boughtReport(type: string, token: string): Promise<string> {
  const order = await api().post('/api/reports').set(bearer(token)).set('Idempotency-Key', `queue-${type}`).send({ type, birth: BIRTH, lang: 'en' })
  expect(order.status).toBe(201)
  for (const start = Date.now(); Date.now() - start < 60_000; await new Promise((r) => setTimeout(r, 150)))
    if ((await api().get(`/api/reports/${order.body.id}`).set(bearer(token))).body.status === 'done') return order.body.id as string
  throw new Error('the report was not written')
}

let buyer = ''
beforeAll(async () => {
  platform = await testPlatform({ PDF_QUEUE_MAX: '2' }, { reportPrinter: printer })
  server = platform.app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  buyer = (await api().post('/api/auth/signup').send({ name: 'Queue Buyer', email: 'queue.buyer@example.com', password: 'queue buyer pw 9' })).body.token
  const order = await api().post('/api/wallet/recharge').set(bearer(buyer)).send({ amount: 500_000 })
  await api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' })
}, 60_000)
afterAll(async () => {
  server?.close()
  await platform?.close()
})

describe('the report PDF queue', () => {
  it('prints a report once for 30 requests at once, keeps it, and answers every request with it', async () => {
    const id = await boughtReport('career', buyer)
    const before = printer.started.length
    const answers = await Promise.all(Array.from({ length: 30 }, () => api().get(`/api/reports/${id}/pdf`).set(bearer(buyer)).buffer(true)))
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200))
    expect(new Set(answers.map((a) => (a.body as Buffer).toString('latin1'))).size).toBe(1)
    expect(printer.started.length - before).toBe(1)
    // Kept: later requests are not printed again.
    expect((await api().get(`/api/reports/${id}/pdf`).set(bearer(buyer))).status).toBe(200)
    expect(printer.started.length - before).toBe(1)
  }, 90_000)

  it('does not print a report whose requester left while it waited', async () => {
    const id = await boughtReport('yearly', buyer)
    printer.delayMs = 1_500
    // A sample prints first (nobody cancels it), so the report's print waits in the queue.
    const before = printer.started.length
    const sample = api().get('/api/reports/samples/life/pdf?lang=en').then((r) => r)
    while (printer.started.length === before) await new Promise((r) => setTimeout(r, 20))
    const afterSample = printer.started.length
    const gone = httpRequest(`${base}/api/reports/${id}/pdf`, { headers: bearer(buyer) })
    gone.on('error', () => undefined)
    gone.end()
    await new Promise((r) => setTimeout(r, 300))
    gone.destroy()
    expect((await sample).status).toBe(200)
    await new Promise((r) => setTimeout(r, 300))
    expect(printer.started.slice(afterSample)).toEqual([])
    // Asked again by someone who waits: printed.
    printer.delayMs = 50
    expect((await api().get(`/api/reports/${id}/pdf`).set(bearer(buyer))).status).toBe(200)
    expect(printer.started.length - afterSample).toBe(1)
  }, 90_000)

  it('answers 503 with Retry-After past the queue bound, 5xx never otherwise, and a sample is still printed afterwards', async () => {
    printer.delayMs = 2_000
    // PDF_QUEUE_MAX is 2 here: one prints, two wait, the rest are refused.
    const asks = ['child', 'marriage', 'premium', 'super-horoscope', 'career', 'yearly'].map((type) => `/api/reports/samples/${type}/pdf?lang=hi`)
    const answers = await Promise.all(asks.map((path) => api().get(path)))
    const busy = answers.filter((a) => a.status === 503)
    expect(busy.length).toBeGreaterThanOrEqual(asks.length - 3)
    expect(busy[0]!.headers['retry-after']).toBe('30')
    expect(busy[0]!.body.code).toBe('SERVICE.BUSY')
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([])
    printer.delayMs = 50
    expect((await api().get(busy.length ? asks[answers.indexOf(busy[0]!)]! : asks[0]!)).status).toBe(200)
  }, 120_000)
})
