import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Clock } from '../../core/shared/ports/clock'
import { Mailer } from '../../core/shared/ports/mailer'
import { Phrasebook } from '../../core/shared/ports/phrasebook'
import { ReportStore } from '../../core/reports/ports/report-store'
import { UserRepository } from '../../core/accounts/ports/user-repository'
import { WalletLedger } from '../../core/wallet/ports/wallet-ledger'
import { OfferClaims } from '../../core/offers/ports/offer-claims'
import { GenerateReport, REPORT_MAX_ATTEMPTS } from '../../core/reports/generate-report'
import type { ReportWriting } from '../../core/reports/ports/report-writing'
import type { Platform } from '../../server/platform'
import { startReportWorker } from '../../server/report-container'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { freshPostgres, postgresUrl } from '../support/storage'
import { contentsPageNumbers } from '../support/pdf-contents'

const BIRTH = { name: 'Ravi Kumar', date: '1985-03-14', time: '09:20', lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata' }
const PARTNER = { name: 'Anu Devi', date: '1993-10-02', time: '23:45', lat: 13.0827, lon: 80.2707, tz: 'Asia/Kolkata', gender: 'female' }
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

function helpers(platform: () => Platform) {
  const api = () => request(platform().app)
  let counter = 0
  return {
    api,
    async signUp(): Promise<{ token: string; id: string }> {
      const res = await api().post('/api/auth/signup').send({ name: 'Report Buyer', email: `report-${++counter}-${Date.now()}@example.com`, password: 'report buyer pw 9' })
      return { token: res.body.token, id: res.body.user.id }
    },
    async recharge(token: string, amount: number): Promise<void> {
      const order = await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount })
      expect(order.status).toBe(201)
      expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' })).body.status).toBe('paid')
    },
    async balance(token: string): Promise<number> {
      return (await api().get('/api/wallet').set(bearer(token))).body.balance
    },
    async until(token: string, id: string, done: (r: { status: string }) => boolean, ms = 30_000) {
      const start = Date.now()
      for (;;) {
        const r = await api().get(`/api/reports/${id}`).set(bearer(token))
        if (done(r.body)) return r.body
        if (Date.now() - start > ms) throw new Error(`report ${id} still ${r.body.status}`)
        await new Promise((ok) => setTimeout(ok, 150))
      }
    },
  }
}

describe('premium reports (embedded database, in-process queue)', () => {
  let platform: Platform
  let admin: string
  const h = helpers(() => platform)
  beforeAll(async () => {
    platform = await testPlatform()
    admin = (await h.api().post('/api/auth/login').send(TEST_ADMIN)).body.token
  })
  afterAll(async () => platform?.close())

  it('lists the catalog with the admins’ prices, public, and follows a price change at once', async () => {
    const catalog = await h.api().get('/api/reports/catalog?lang=hi')
    expect(catalog.status).toBe(200)
    expect(catalog.body.map((c: { type: string }) => c.type).sort()).toEqual(['career', 'child', 'life', 'marriage', 'premium', 'super-horoscope', 'yearly'])
    const life = catalog.body.find((c: { type: string }) => c.type === 'life')
    expect(life).toMatchObject({ sections: 82, needsPartner: false })
    expect(life.title).toMatch(/[\u0900-\u097F]/)
    expect(Math.min(...catalog.body.map((c: { price: number }) => c.price))).toBe(49_900)
    const settings = (await h.api().get('/api/admin/settings').set(bearer(admin))).body
    await h.api().put('/api/admin/settings').set(bearer(admin)).send({ ...settings, reportPrices: { ...settings.reportPrices, career: 65_100 } }).expect(200)
    const after = await h.api().get('/api/reports/catalog')
    expect(after.body.find((c: { type: string }) => c.type === 'career').price).toBe(65_100)
    await h.api().put('/api/admin/settings').set(bearer(admin)).send(settings).expect(200)
  })

  it('shows a free sample of every type without signing in', async () => {
    const sample = await h.api().get('/api/reports/samples/marriage?lang=ta')
    expect(sample.status).toBe(200)
    expect(sample.body).toMatchObject({ id: 'sample-marriage', status: 'done', sample: true, lang: 'ta' })
    expect(sample.body.sections.length).toBe(22)
    expect(sample.body.partnerName).toBeTruthy()
    expect((await h.api().get('/api/reports/samples/horoscope-of-doom')).status).toBe(400)
  })

  it('prints a sample as a PDF with its script’s font embedded, once a day however often it is asked for', async () => {
    const get = () =>
      h.api().get('/api/reports/samples/child/pdf?lang=ta').buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => cb(null, Buffer.concat(chunks)))
      })
    const first = await get()
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sample-pdf-')), 'child.pdf')
    writeFileSync(file, first.body as Buffer)
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansTamil-Regular\s+CID TrueType\s+Identity-H\s+yes/)
    const again = await get()
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0)
  }, 60_000)

  it('answers 402 with the shortfall when the wallet cannot pay, and keeps nothing', async () => {
    const buyer = await h.signUp()
    await h.recharge(buyer.token, 20_000)
    const res = await h.api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'poor-1').send({ type: 'life', birth: BIRTH, lang: 'en' })
    expect(res.status).toBe(402)
    expect(res.body.details).toEqual({ price: 99_900, balance: 20_000, shortfall: 79_900 })
    expect(await h.balance(buyer.token)).toBe(20_000)
    expect((await h.api().get('/api/reports').set(bearer(buyer.token))).body).toEqual([])
  })

  it('charges once through the ledger for a retried order, writes the report and keeps it private', async () => {
    const buyer = await h.signUp()
    await h.recharge(buyer.token, 100_000)
    const order = () => h.api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'life-once').send({ type: 'life', birth: BIRTH, lang: 'hi' })
    const [first, second] = await Promise.all([order(), order()])
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body.id).toBe(first.body.id)
    expect(['queued', 'running', 'done']).toContain(first.body.status)
    expect(await h.balance(buyer.token)).toBe(100)
    const wallet = (await h.api().get('/api/wallet').set(bearer(buyer.token))).body
    expect(wallet.transactions.filter((t: { type: string }) => t.type === 'report_purchase')).toEqual([expect.objectContaining({ amount: -99_900, reference: first.body.id })])
    const other = await h.api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'life-once').send({ type: 'career', birth: BIRTH, lang: 'hi' })
    expect(other.status).toBe(409)

    const done = await h.until(buyer.token, first.body.id, (r) => r.status === 'done')
    expect(done.sections).toHaveLength(82)
    expect(done.progress).toBe(100)
    expect(done.sections[0].title).toMatch(/[\u0900-\u097F]/)
    expect((await h.api().get('/api/reports').set(bearer(buyer.token))).body.map((r: { id: string }) => r.id)).toEqual([first.body.id])

    const stranger = await h.signUp()
    expect((await h.api().get(`/api/reports/${first.body.id}`).set(bearer(stranger.token))).status).toBe(404)
    expect((await h.api().get(`/api/reports/${first.body.id}/pdf`).set(bearer(stranger.token))).status).toBe(404)
    expect((await h.api().get(`/api/reports/${first.body.id}`)).status).toBe(401)
    expect((await h.api().get(`/api/reports/${first.body.id}`).set(bearer(admin))).status).toBe(200)
    expect((await h.api().get('/api/reports/not-a-report').set(bearer(buyer.token))).status).toBe(404)

    const mail = (await h.api().get('/api/admin/outbox').set(bearer(admin))).body.find((m: { text: string }) => m.text.includes(first.body.id))
    expect(mail).toBeTruthy()
    // The mail's link names the report it leads to (a life report), not the super horoscope.
    expect(mail.text).toContain(`/reports/life/results/${first.body.id}`)
    expect(mail.text).not.toContain('super-horoscope')

    // The PDF: Hindi text set in the embedded Devanagari font (poppler's pdffonts lists what is embedded).
    const pdf = await h.api().get(`/api/reports/${first.body.id}/pdf`).set(bearer(buyer.token)).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => cb(null, Buffer.concat(chunks)))
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'report-pdf-')), 'life.pdf')
    writeFileSync(file, pdf.body as Buffer)
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    const devanagari = fonts.split('\n').filter((l) => /Devanagari/i.test(l))
    expect(devanagari.length).toBeGreaterThan(0)
    for (const line of devanagari) expect(line).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/)
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
    expect(pages).toBeGreaterThan(20)

    // The contents give each section the page it begins on, as poppler finds the section's destination.
    const startPages = sectionStartPages(file)
    expect(startPages.length).toBe(done.sections.length)
    // The sections follow the contents on the same page (no page is left blank after them).
    const contents = contentsPageNumbers(file, startPages[0]!)
    expect(contents).toEqual(startPages)
    expect(new Set(startPages).size).toBeGreaterThan(15)
  }, 120_000)

  it('writes a marriage report from both charts', async () => {
    const buyer = await h.signUp()
    await h.recharge(buyer.token, 70_000)
    const res = await h.api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'wed').send({ type: 'marriage', birth: { ...BIRTH, gender: 'male' }, partner: PARTNER, lang: 'te' })
    expect(res.status).toBe(201)
    expect(res.body.partnerName).toBe('Anu Devi')
    const done = await h.until(buyer.token, res.body.id, (r) => r.status === 'done')
    expect(done.sections.map((s: { id: string }) => s.id)).toContain('match-total')
    expect(done.charts).toHaveLength(3)
    const noPartner = await h.api().post('/api/reports').set(bearer(buyer.token)).send({ type: 'marriage', birth: BIRTH, lang: 'en' })
    expect(noPartner.status).toBe(400)
    expect(noPartner.body.issues.map((i: { path: string }) => i.path)).toContain('partner')
  }, 60_000)

  it('refuses bad orders with the field named', async () => {
    const buyer = await h.signUp()
    const bad = await h.api().post('/api/reports').set(bearer(buyer.token)).send({ type: 'life', birth: { ...BIRTH, date: '1985-02-30', lat: 95 }, lang: 'en' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['birth.lat']))
    expect((await h.api().post('/api/reports').send({ type: 'life', birth: BIRTH })).status).toBe(401)
    expect((await h.api().post('/api/reports').set(bearer(buyer.token)).send({ type: 'astral', birth: BIRTH })).status).toBe(400)
  })
})

describe('a report that cannot be written', () => {
  // This instance takes no jobs: the test drives the generator itself.
  let held: Platform
  beforeAll(async () => {
    held = await testPlatform({}, { holdReportWorker: true })
  })
  afterAll(async () => held?.close())

  it('is retried, then marked failed and refunded through the ledger, once', async () => {
    const hh = helpers(() => held)
    const buyer = await hh.signUp()
    await hh.recharge(buyer.token, 60_000)
    const res = await hh.api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'doomed').send({ type: 'career', birth: BIRTH, lang: 'en' })
    expect(res.status).toBe(201)
    expect(await hh.balance(buyer.token)).toBe(60_000 - 59_900)
    const c = held.container
    const failing = { write: async () => Promise.reject(new Error('ephemeris exploded')) } as unknown as ReportWriting
    const generate = new GenerateReport(c.resolve(ReportStore), failing, c.resolve(WalletLedger), c.resolve(UserRepository), c.resolve(Mailer), c.resolve(Phrasebook), c.resolve(Clock), 'http://localhost', c.resolve(OfferClaims))
    for (let attempt = 1; attempt < REPORT_MAX_ATTEMPTS; attempt++) await expect(generate.execute(res.body.id)).rejects.toThrow('ephemeris exploded')
    await generate.execute(res.body.id)
    await generate.execute(res.body.id)
    const failed = (await hh.api().get(`/api/reports/${res.body.id}`).set(bearer(buyer.token))).body
    expect(failed).toMatchObject({ status: 'failed', refunded: true, sections: [] })
    expect(await hh.balance(buyer.token)).toBe(60_000)
    const refunds = (await hh.api().get('/api/wallet').set(bearer(buyer.token))).body.transactions.filter((t: { type: string }) => t.type === 'refund')
    expect(refunds).toEqual([expect.objectContaining({ amount: 59_900, reference: res.body.id })])
    expect((await hh.api().get(`/api/reports/${res.body.id}/pdf`).set(bearer(buyer.token))).status).toBe(409)

    // A paid report left in the queue when an instance stopped is taken up by the next worker to start.
    const paid = await hh.api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'left-behind').send({ type: 'child', birth: BIRTH, lang: 'en' })
    expect(paid.status).toBe(201)
    await new Promise((ok) => setTimeout(ok, 300))
    expect((await hh.api().get(`/api/reports/${paid.body.id}`).set(bearer(buyer.token))).body.status).toBe('queued')
    await startReportWorker(held.container)
    expect((await hh.until(buyer.token, paid.body.id, (r) => r.status === 'done')).sections).toHaveLength(11)
  }, 60_000)
})

describe.runIf(postgresUrl)('premium reports on PostgreSQL (pg-boss)', () => {
  let platform: Platform
  const h = helpers(() => platform)
  beforeAll(async () => {
    platform = await testPlatform({}, { storage: await freshPostgres() })
  })
  afterAll(async () => platform?.close())

  it('queues the job in PostgreSQL, where a worker takes it and writes the report', async () => {
    const buyer = await h.signUp()
    await h.recharge(buyer.token, 50_000)
    const res = await h.api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'pg-1').send({ type: 'premium', birth: BIRTH, lang: 'ta' })
    expect(res.status).toBe(201)
    const done = await h.until(buyer.token, res.body.id, (r) => r.status === 'done', 45_000)
    expect(done.sections).toHaveLength(18)
    const storage = platform.storage
    const jobs = await (await import('kysely')).sql<{ n: number }>`SELECT count(*)::int AS n FROM ${(await import('kysely')).sql.id(`${storage.schema}_jobs`)}.job WHERE name = 'report.generate'`.execute(storage.db)
    expect(jobs.rows[0]!.n).toBeGreaterThanOrEqual(1)
  }, 90_000)
})

/** Each section's first page as poppler reads the PDF's named destinations (s1, s2 … in order). */
function sectionStartPages(file: string): number[] {
  const pages = new Map<number, number>()
  for (const line of execFileSync('pdfinfo', ['-dests', file], { encoding: 'utf8' }).split('\n')) {
    const match = /^\s*(\d+)\s+\[.*\]\s+"s(\d+)"\s*$/.exec(line)
    if (match) pages.set(Number(match[2]), Number(match[1]))
  }
  return [...pages.keys()].sort((a, b) => a - b).map((n) => pages.get(n)!)
}
