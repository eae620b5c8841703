import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

const BIRTH = { name: 'Kavya', date: '1992-07-21', time: '06:15', lat: 13.0827, lon: 80.2707, tz: 'Asia/Kolkata' }
const PASSWORD = 'kavya mail pw 21'
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
type Mail = { to: string; subject: string; text: string }

describe('mails go out in the customer’s language', () => {
  let platform: Platform
  let admin: string
  const api = () => request(platform.app)
  const mailsTo = async (to: string) => ((await api().get('/api/admin/outbox').set(bearer(admin))).body as Mail[]).filter((m) => m.to === to)
  beforeAll(async () => {
    platform = await testPlatform()
    admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
  })
  afterAll(async () => platform?.close())

  it('takes the account’s language from the sign-up page, shows it, and lets the profile change it', async () => {
    const tamil = await api().post('/api/auth/signup').send({ name: 'Kavya', email: 'kavya@example.com', password: PASSWORD, lang: 'ta' })
    expect(tamil.status).toBe(201)
    expect(tamil.body.user.language).toBe('ta')
    expect((await api().get('/api/auth/me').set(bearer(tamil.body.token))).body.language).toBe('ta')
    // A page with no language, or one we do not have: English.
    expect((await api().post('/api/auth/signup').send({ name: 'Plain', email: 'plain@example.com', password: PASSWORD })).body.user.language).toBe('en')
    expect((await api().post('/api/auth/signup').send({ name: 'Odd', email: 'odd@example.com', password: PASSWORD, lang: 'fr' })).body.user.language).toBe('en')

    // The PIN asked for from an English page still comes in Tamil.
    await api().post('/api/auth/reset-pin/request').send({ email: 'kavya@example.com', lang: 'en' }).expect(202)
    const [pin] = await mailsTo('kavya@example.com')
    expect(pin!.subject).toBe('உங்கள் AstroVedic கடவுச்சொல் மீட்டமைப்பு PIN')
    expect(pin!.text).toMatch(/^வணக்கம் Kavya,\n\nஉங்கள் கடவுச்சொல்லை மீட்டமைப்பதற்கான PIN: \d{6}\./)

    const changed = await api().put('/api/auth/profile').set(bearer(tamil.body.token)).send({ name: 'Kavya', language: 'hi' })
    expect(changed.status).toBe(200)
    expect(changed.body.language).toBe('hi')
    await api().post('/api/auth/reset-pin/request').send({ email: 'kavya@example.com', lang: 'ta' }).expect(202)
    expect((await mailsTo('kavya@example.com'))[0]!.subject).toBe('आपका AstroVedic पासवर्ड रीसेट PIN')

    // Renaming alone keeps the language; a language we do not have is refused, naming the field.
    expect((await api().put('/api/auth/profile').set(bearer(tamil.body.token)).send({ name: 'Kavya R' })).body.language).toBe('hi')
    const bad = await api().put('/api/auth/profile').set(bearer(tamil.body.token)).send({ name: 'Kavya', language: 'fr' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(['language'])
  })

  it('says a report is ready in the customer’s language, whatever language the report is written in', async () => {
    const buyer = (await api().post('/api/auth/signup').send({ name: 'Selvi', email: 'selvi@example.com', password: PASSWORD, lang: 'ta' })).body
    const order = await api().post('/api/wallet/recharge').set(bearer(buyer.token)).send({ amount: 100_000 })
    await api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' }).expect(200)
    const report = await api().post('/api/reports').set(bearer(buyer.token)).set('Idempotency-Key', 'selvi-child').send({ type: 'child', birth: BIRTH, lang: 'en' })
    expect(report.status).toBe(201)
    const start = Date.now()
    while ((await api().get(`/api/reports/${report.body.id}`).set(bearer(buyer.token))).body.status !== 'done') {
      if (Date.now() - start > 30_000) throw new Error('the report was not written')
      await new Promise((ok) => setTimeout(ok, 150))
    }
    const mail = (await mailsTo('selvi@example.com')).find((m) => m.text.includes(report.body.id))!
    // The report's type named in Tamil, not the English report's own title.
    expect(mail.subject).toBe('உங்கள் புத்திர பாக்கிய அறிக்கை தயாராக உள்ளது')
    expect(mail.text).toContain(`/tamil/reports/`)
    expect(mail.text).not.toMatch(/Namaste|ready/)
  }, 60_000)
})
