import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/** POST /api/contact: kept for the admins, limited per address however the posts arrive, with a honeypot. */
let platform: Platform
let admin = ''
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await request(platform.app).post('/api/auth/login').send(TEST_ADMIN)).body.token
})
afterAll(async () => platform.close())
const responses = async () => (await request(platform.app).get('/api/admin/responses').set('Authorization', `Bearer ${admin}`)).body as Array<{ name: string; message: string; status: string }>
const post = (body: object) => request(platform.app).post('/api/contact').send(body)

describe('the contact form', () => {
  it('keeps a message for the admins; bad input is a 400 naming the field', async () => {
    const ok = await post({ name: 'Meera Iyer', email: 'meera@example.com', message: 'My report has not arrived yet, can you check?' })
    expect(ok.status).toBe(201)
    expect((await responses())[0]).toMatchObject({ name: 'Meera Iyer', message: 'My report has not arrived yet, can you check?', status: 'new' })
    const bad = await post({ name: 'M', email: 'nope', message: 'hi' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'message', 'name'])
  })

  it('answers a bot that fills the honeypot like anyone, and keeps nothing', async () => {
    const before = (await responses()).length
    const bot = await post({ name: 'Spam Bot', email: 'bot@example.com', message: 'Buy cheap gemstones at my site', website: 'http://spam.example' })
    expect(bot.status).toBe(201)
    expect((await responses()).length).toBe(before)
  })

  it('limits one address, even when its posts arrive all at once', async () => {
    const fresh = await testPlatform()
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => request(fresh.app).post('/api/contact').send({ name: 'Flood', email: 'flood@example.com', message: `message number ${i} of the flood` })),
      )
      expect(answers.filter((a) => a.status === 201)).toHaveLength(5)
      expect(answers.filter((a) => a.status === 429)).toHaveLength(15)
    } finally {
      await fresh.close()
    }
  })

  it('lets an admin answer a message by mail, once, with the reply kept and audited', async () => {
    await post({ name: 'Arjun Rao', email: 'arjun@example.com', message: 'Is the marriage report available in Telugu?' })
    const message = (await responses()).find((m) => m.name === 'Arjun Rao') as unknown as { id: string }
    const auth = { Authorization: `Bearer ${admin}` }
    const bad = await request(platform.app).post(`/api/admin/responses/${message.id}/reply`).set(auth).send({ reply: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues[0].path).toBe('reply')
    const answered = await request(platform.app).post(`/api/admin/responses/${message.id}/reply`).set(auth).send({ reply: 'Yes: choose Telugu when you order it.' })
    expect(answered.status).toBe(200)
    expect(answered.body).toMatchObject({ status: 'answered', reply: { text: 'Yes: choose Telugu when you order it.', by: TEST_ADMIN.email } })
    const outbox = (await request(platform.app).get('/api/admin/outbox').set(auth)).body as Array<{ to: string; subject: string; body?: string; text?: string }>
    const mail = outbox.find((m) => m.to === 'arjun@example.com')!
    expect(mail.subject).toBe('Re: your message to AstroVedic')
    expect(JSON.stringify(mail)).toContain('Yes: choose Telugu when you order it.')
    // Twice, or at once from two admins: one reply.
    const again = await request(platform.app).post(`/api/admin/responses/${message.id}/reply`).set(auth).send({ reply: 'A second answer' })
    expect(again.status).toBe(409)
    expect((await request(platform.app).post('/api/admin/responses/00000000-0000-0000-0000-000000000000/reply').set(auth).send({ reply: 'Hello there' })).status).toBe(404)
    const audit = (await request(platform.app).get('/api/admin/audit?action=contact.').set(auth)).body as Array<{ target: string }>
    expect(audit[0]!.target).toBe(`contact:${message.id}`)
  })

  it('mails the reply in the language of the page the message came from, the admin’s words as written', async () => {
    await post({ name: 'Lakshmi', email: 'lakshmi@example.com', message: 'என் அறிக்கை இன்னும் வரவில்லை', lang: 'ta' }).expect(201)
    const message = (await responses()).find((m) => m.name === 'Lakshmi') as unknown as { id: string; lang: string }
    expect(message.lang).toBe('ta')
    const auth = { Authorization: `Bearer ${admin}` }
    await request(platform.app).post(`/api/admin/responses/${message.id}/reply`).set(auth).send({ reply: 'இன்று அனுப்பப்பட்டது.' }).expect(200)
    const mail = ((await request(platform.app).get('/api/admin/outbox').set(auth)).body as Array<{ to: string; subject: string; text: string }>).find((m) => m.to === 'lakshmi@example.com')!
    expect(mail.subject).toBe('AstroVedic-க்கு நீங்கள் அனுப்பிய செய்திக்கான பதில்')
    expect(mail.text).toBe('அன்புள்ள Lakshmi,\n\nஇன்று அனுப்பப்பட்டது.\n\nநீங்கள் எழுதியது:\n> என் அறிக்கை இன்னும் வரவில்லை\n\nAstroVedic உதவிக் குழு')
  })

  it('mails the reply to an account holder in the account’s language, whatever page the message came from', async () => {
    await request(platform.app).post('/api/auth/signup').send({ name: 'Sravani', email: 'sravani@example.com', password: 'sravani pw 2026', lang: 'te' }).expect(201)
    await post({ name: 'Sravani', email: 'sravani@example.com', message: 'Where is my report?', lang: 'en' }).expect(201)
    const message = (await responses()).find((m) => m.name === 'Sravani') as unknown as { id: string }
    const auth = { Authorization: `Bearer ${admin}` }
    await request(platform.app).post(`/api/admin/responses/${message.id}/reply`).set(auth).send({ reply: 'It went out today.' }).expect(200)
    const mail = ((await request(platform.app).get('/api/admin/outbox').set(auth)).body as Array<{ to: string; subject: string; text: string }>).find((m) => m.to === 'sravani@example.com')!
    expect(mail.subject).toBe('AstroVedicకు మీరు పంపిన సందేశానికి జవాబు')
    expect(mail.text).toMatch(/^ప్రియమైన Sravani,\n\nIt went out today\./)
  })

  it('lists the messages to admins only', async () => {
    expect((await request(platform.app).get('/api/admin/responses')).status).toBe(401)
  })
})
