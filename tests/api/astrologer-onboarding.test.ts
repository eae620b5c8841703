import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChargeChatMinute } from '../../core/consultations/charge-chat-minute'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

let platform: Platform
let admin = ''
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
})
afterAll(async () => platform.close())
const api = () => request(platform.app)
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

const APPLICATION = {
  name: 'Pandit Ravi Shastri',
  email: 'ravi.shastri@example.com',
  phone: '+91 98765 43210',
  experienceYears: 14,
  languages: ['Hindi', 'English'],
  specialties: ['Vedic Astrology', 'Prashna'],
  bio: 'Fourteen years of Parashari practice in Varanasi, with a focus on marriage timing and muhurat for families.',
  ratePerMinute: 30,
}

describe('astrologer onboarding', () => {
  it('takes an application, and an admin’s approval creates the account, the listed profile with its rate and its own commission', async () => {
    expect((await api().post('/api/astrologer-applications').send(APPLICATION)).status).toBe(201)
    const list = (await api().get('/api/admin/astrologer-applications?status=new').set(bearer(admin))).body
    const app = list.find((a: { email: string }) => a.email === APPLICATION.email)
    expect(app).toMatchObject({ status: 'new', ratePerMinute: 30, languages: ['Hindi', 'English'] })

    const approved = await api().post(`/api/admin/astrologer-applications/${app.id}/approve`).set(bearer(admin)).send({ ratePerMinute: 35, commissionPercent: 25 })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: 'approved', astrologerId: expect.stringMatching(/^astro-/) })
    const listed = (await api().get('/api/astrologers')).body.find((a: { name: string }) => a.name === APPLICATION.name)
    expect(listed).toMatchObject({ ratePerMinute: 35, experience: 14, isOnline: false })
    const mail = (await api().get('/api/admin/outbox').set(bearer(admin))).body.find((m: { to: string }) => m.to === APPLICATION.email)
    expect(mail.text).toContain('/reset-pin')
    expect((await api().get('/api/admin/audit?action=astrologer.').set(bearer(admin))).body[0]).toMatchObject({ action: 'astrologer.approve', target: APPLICATION.email })

    // A second decision, or a second approval at the same time, makes nothing more.
    expect((await api().post(`/api/admin/astrologer-applications/${app.id}/approve`).set(bearer(admin)).send({ ratePerMinute: 35 })).status).toBe(409)
    expect((await api().post(`/api/admin/astrologer-applications/${app.id}/reject`).set(bearer(admin)).send({})).status).toBe(409)

    // The platform takes this astrologer's own commission from each paid minute.
    const customer = (await api().post('/api/auth/signup').send({ name: 'First Client', email: 'first.client@example.com', password: 'first client pw 42' })).body
    const order = await api().post('/api/wallet/recharge').set(bearer(customer.token)).send({ amount: 10_000 })
    await api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' }).expect(200)
    const charge = platform.container.resolve(ChargeChatMinute)
    const minute = (astrologerId: string, n: number) => charge.execute({ consultationId: 'onboarding-test', minute: n, customerId: customer.user.id, astrologerId, ratePaise: 3_500, idempotencyKey: `onboarding-test:${n}` })
    expect((await minute(approved.body.astrologerId, 1)).commission).toBe(875)
    // Others keep the platform's setting (30 %).
    expect((await minute('priya-deshpande', 2)).commission).toBe(1_050)
  })

  it('rejects with a note mailed to the applicant', async () => {
    await api().post('/api/astrologer-applications').send({ ...APPLICATION, email: 'not.yet@example.com' }).expect(201)
    const app = (await api().get('/api/admin/astrologer-applications').set(bearer(admin))).body.find((a: { email: string }) => a.email === 'not.yet@example.com')
    const rejected = await api().post(`/api/admin/astrologer-applications/${app.id}/reject`).set(bearer(admin)).send({ note: 'Please apply again with two years more practice.' })
    expect(rejected.body.status).toBe('rejected')
    const mail = (await api().get('/api/admin/outbox').set(bearer(admin))).body.find((m: { to: string }) => m.to === 'not.yet@example.com')
    expect(mail.text).toContain('two years more practice')
  })

  it('mails the decision in the language of the page the application came from', async () => {
    await api().post('/api/astrologer-applications').send({ ...APPLICATION, email: 'hindi.applicant@example.com', lang: 'hi' }).expect(201)
    await api().post('/api/astrologer-applications').send({ ...APPLICATION, email: 'telugu.applicant@example.com', lang: 'te' }).expect(201)
    const applications = (await api().get('/api/admin/astrologer-applications').set(bearer(admin))).body as Array<{ id: string; email: string; lang: string }>
    const hindi = applications.find((a) => a.email === 'hindi.applicant@example.com')!
    const telugu = applications.find((a) => a.email === 'telugu.applicant@example.com')!
    expect([hindi.lang, telugu.lang]).toEqual(['hi', 'te'])
    await api().post(`/api/admin/astrologer-applications/${hindi.id}/approve`).set(bearer(admin)).send({ ratePerMinute: 25, commissionPercent: 30 }).expect(200)
    await api().post(`/api/admin/astrologer-applications/${telugu.id}/reject`).set(bearer(admin)).send({ note: 'Please apply again next year.' }).expect(200)
    const outbox = (await api().get('/api/admin/outbox').set(bearer(admin))).body as Array<{ to: string; subject: string; text: string }>
    const welcome = outbox.find((m) => m.to === 'hindi.applicant@example.com')!
    expect(welcome.subject).toBe('AstroVedic में आपका स्वागत है: आपका ज्योतिषी खाता तैयार है')
    expect(welcome.text).toContain('25 रुपये प्रति मिनट')
    expect(welcome.text).toMatch(/\/hindi\/reset-pin खोलें और hindi\.applicant@example\.com डालें/)
    expect(welcome.text).toMatch(/\/hindi\/astrologer-dashboard से ऑनलाइन आएँ/)
    const declined = outbox.find((m) => m.to === 'telugu.applicant@example.com')!
    expect(declined.subject).toBe('AstroVedicకు మీ దరఖాస్తు')
    expect(declined.text).toMatch(/^నమస్తే .+,\n\nదరఖాస్తు చేసినందుకు ధన్యవాదాలు\.[\s\S]*\n\nPlease apply again next year\.\n\nశుభాకాంక్షలతో,/)
  })

  it('checks every field, ignores bots, and keeps the decisions to admins', async () => {
    const bad = await api().post('/api/astrologer-applications').send({ ...APPLICATION, phone: '12', bio: 'short', ratePerMinute: 0, languages: [] })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['bio', 'languages', 'phone', 'ratePerMinute'])
    const before = (await api().get('/api/admin/astrologer-applications').set(bearer(admin))).body.length
    expect((await api().post('/api/astrologer-applications').send({ ...APPLICATION, email: 'bot@example.com', website: 'http://spam.example' })).status).toBe(201)
    expect((await api().get('/api/admin/astrologer-applications').set(bearer(admin))).body.length).toBe(before)
    const customer = (await api().post('/api/auth/signup').send({ name: 'Nosy', email: 'nosy@example.com', password: 'a nosy customer 8' })).body.token
    expect((await api().get('/api/admin/astrologer-applications').set(bearer(customer))).status).toBe(403)
    expect((await api().post('/api/admin/astrologer-applications/x/approve').set(bearer(admin)).send({ ratePerMinute: 20 })).status).toBe(404)
  })
})
