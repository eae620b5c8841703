import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { DEMO_ASTROLOGER_PASSWORD, demoAstrologerEmail } from '../../server/seed-astrologer-accounts'
import { ManualClock } from '../support/chat-fakes'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { freshPostgres, postgresUrl } from '../support/storage'

const BIRTH = { name: 'Meera Iyer', date: '1991-07-22', time: '06:45', lat: 13.0827, lon: 80.2707, tz: 'Asia/Kolkata', place: 'Chennai' }
const QUESTION = { topic: 'career', text: 'Will I find a better job in the coming year, and which field suits me best?', birth: BIRTH, lang: 'ta' }
const ANSWER =
  'Your tenth lord sits well in the eleventh house and Jupiter moves over your Moon sign in the coming months. ' +
  'A change of job after April looks favourable, most of all in teaching, counselling or finance; prepare now and apply with confidence.'
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
let counter = 0

function helpers(platform: () => Platform) {
  const api = () => request(platform().app)
  return {
    api,
    async signUp(): Promise<string> {
      const res = await api().post('/api/auth/signup').send({ name: 'Question Asker', email: `asker-${++counter}-${Date.now()}@example.com`, password: 'question asker pw 7' })
      expect(res.status).toBe(201)
      return res.body.token
    },
    async logIn(email: string, password: string): Promise<string> {
      const res = await api().post('/api/auth/login').send({ email, password })
      expect(res.status).toBe(200)
      return res.body.token
    },
    ask(token: string, body: object = QUESTION, key = `ask-${++counter}`) {
      return api().post('/api/questions').set(bearer(token)).set('Idempotency-Key', key).send(body)
    },
  }
}

describe('the free first question (embedded database)', () => {
  let platform: Platform
  const clock = new ManualClock(Date.parse('2026-12-05T10:00:00Z'))
  const h = helpers(() => platform)
  let admin: string
  let priya: string
  let ramesh: string
  beforeAll(async () => {
    platform = await testPlatform({}, { clock })
    admin = await h.logIn(TEST_ADMIN.email, TEST_ADMIN.password)
    priya = await h.logIn(demoAstrologerEmail('priya-deshpande'), DEMO_ASTROLOGER_PASSWORD)
    ramesh = await h.logIn(demoAstrologerEmail('acharya-ramesh-shastri'), DEMO_ASTROLOGER_PASSWORD)
  })
  afterAll(async () => platform?.close())

  it('takes one question per account, answers a retry with the same key, and refuses a second account for the same birth', async () => {
    expect((await h.api().post('/api/questions').send(QUESTION)).status).toBe(401)
    const customer = await h.signUp()
    expect((await h.api().get('/api/offers/mine').set(bearer(customer))).body.firstQuestion).toBe(true)
    const first = await h.ask(customer, QUESTION, 'same-key')
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ status: 'open', topic: 'career', text: QUESTION.text, answer: null, birth: { name: 'Meera Iyer' } })
    const retry = await h.ask(customer, QUESTION, 'same-key')
    expect(retry.status).toBe(201)
    expect(retry.body.id).toBe(first.body.id)
    const otherBody = await h.ask(customer, { ...QUESTION, text: 'Something else entirely, asked with the same key.' }, 'same-key')
    expect(otherBody.status).toBe(409)

    const second = await h.ask(customer, { ...QUESTION, birth: { ...BIRTH, date: '1990-01-01' } })
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({ code: 'QUESTION.ALREADY_ASKED', message: expect.stringMatching(/already used your free question/) })
    expect((await h.api().get('/api/offers/mine').set(bearer(customer))).body.firstQuestion).toBe(false)

    // A new account asking about the same person (the birth) gets nothing either.
    const sibling = await h.signUp()
    const sameBirth = await h.ask(sibling, { ...QUESTION, text: 'A different question about the same chart, from a new account.' })
    expect(sameBirth.status).toBe(409)
    expect(sameBirth.body.code).toBe('QUESTION.ALREADY_ASKED')
    // Refused asks leave nothing behind.
    expect((await h.api().get('/api/questions').set(bearer(sibling))).body).toEqual([])
    expect((await h.api().get('/api/questions').set(bearer(customer))).body.map((q: { id: string }) => q.id)).toEqual([first.body.id])
  })

  it('checks the question against the admins’ limit, the topic and the birth, with a clear message', async () => {
    const customer = await h.signUp()
    const long = await h.ask(customer, { ...QUESTION, text: 'x'.repeat(601), birth: { ...BIRTH, date: '1980-02-02' } })
    expect(long.status).toBe(400)
    expect(long.body.message).toMatch(/at most 600 characters/)
    const topic = await h.ask(customer, { ...QUESTION, topic: 'lottery', birth: { ...BIRTH, date: '1980-02-02' } })
    expect(topic.status).toBe(400)
    expect(JSON.stringify(topic.body)).toMatch(/Topic must be one of/)
    const badBirth = await h.ask(customer, { ...QUESTION, birth: { ...BIRTH, time: '25:00' } })
    expect(badBirth.status).toBe(400)
    // An astrologer cannot use the customers' offer.
    expect((await h.ask(priya, { ...QUESTION, birth: { ...BIRTH, date: '1980-02-03' } })).status).toBe(403)
    // None of these used the offer.
    expect((await h.api().get('/api/offers/mine').set(bearer(customer))).body.firstQuestion).toBe(true)
  })

  it('refuses every ask while the offer is off, and follows a shorter limit at once', async () => {
    const settings = (await h.api().get('/api/admin/settings').set(bearer(admin))).body
    const customer = await h.signUp()
    const birth = { ...BIRTH, date: '1977-05-05' }
    try {
      await h.api().put('/api/admin/settings').set(bearer(admin)).send({ ...settings, offers: { ...settings.offers, firstQuestion: { enabled: false, maxChars: 600 } } }).expect(200)
      const off = await h.ask(customer, { ...QUESTION, birth })
      expect(off.status).toBe(403)
      expect(off.body.message).toMatch(/not offered right now/)
      expect((await h.api().get('/api/offers/mine').set(bearer(customer))).body.firstQuestion).toBe(false)
      await h.api().put('/api/admin/settings').set(bearer(admin)).send({ ...settings, offers: { ...settings.offers, firstQuestion: { enabled: true, maxChars: 100 } } }).expect(200)
      const tooLong = await h.ask(customer, { ...QUESTION, text: `${QUESTION.text} And when should I make the move?`, birth })
      expect(tooLong.status).toBe(400)
      expect(tooLong.body.message).toMatch(/at most 100 characters/)
    } finally {
      await h.api().put('/api/admin/settings').set(bearer(admin)).send(settings).expect(200)
    }
    expect((await h.ask(customer, { ...QUESTION, birth })).status).toBe(201)
  })

  it('lets one astrologer take a question, releases it after 30 minutes, and mails the customer the answer', async () => {
    const customer = await h.signUp()
    const asked = (await h.ask(customer, { ...QUESTION, birth: { ...BIRTH, date: '1988-11-11' } })).body
    const id = asked.id as string
    expect((await h.api().get('/api/astrologer/questions').set(bearer(customer))).status).toBe(403)
    const listed = (await h.api().get('/api/astrologer/questions').set(bearer(priya))).body
    expect(listed.map((q: { id: string }) => q.id)).toContain(id)
    // Oldest first.
    const times = listed.map((q: { createdAt: string }) => q.createdAt)
    expect([...times].sort()).toEqual(times)

    // Both press "Answer" at once: exactly one holds it.
    const [a, b] = await Promise.all([h.api().post(`/api/questions/${id}/take`).set(bearer(priya)), h.api().post(`/api/questions/${id}/take`).set(bearer(ramesh))])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const [holder, other] = a.status === 200 ? [priya, ramesh] : [ramesh, priya]
    expect((a.status === 200 ? a : b).body).toMatchObject({ status: 'answering', birth: { date: '1988-11-11' } })
    expect((await h.api().get('/api/astrologer/questions').set(bearer(other))).body.map((q: { id: string }) => q.id)).not.toContain(id)
    expect((await h.api().get('/api/astrologer/questions').set(bearer(holder))).body.map((q: { id: string }) => q.id)).toContain(id)
    expect((await h.api().post(`/api/questions/${id}/answer`).set(bearer(other)).send({ answer: ANSWER })).body.code).toBe('QUESTION.TAKEN')
    expect((await h.api().get(`/api/questions/${id}`).set(bearer(customer))).body.status).toBe('answering')

    // 29 minutes on it is still held; past 30 it is back on the list and the other astrologer can take it.
    clock.ms += 29 * 60_000
    expect((await h.api().get('/api/astrologer/questions').set(bearer(other))).body.map((q: { id: string }) => q.id)).not.toContain(id)
    clock.ms += 2 * 60_000
    expect((await h.api().get('/api/astrologer/questions').set(bearer(other))).body.map((q: { id: string }) => q.id)).toContain(id)
    expect((await h.api().post(`/api/questions/${id}/take`).set(bearer(other))).status).toBe(200)
    expect((await h.api().post(`/api/questions/${id}/answer`).set(bearer(holder)).send({ answer: ANSWER })).status).toBe(409)

    const short = await h.api().post(`/api/questions/${id}/answer`).set(bearer(other)).send({ answer: 'Yes, soon.' })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toMatch(/at least 150 characters/)
    expect((await h.api().post(`/api/questions/${id}/answer`).set(bearer(customer)).send({ answer: ANSWER })).status).toBe(403)
    const answered = await h.api().post(`/api/questions/${id}/answer`).set(bearer(other)).send({ answer: ANSWER })
    expect(answered.status).toBe(200)
    expect(answered.body).toMatchObject({ status: 'answered', answer: ANSWER })
    expect((await h.api().post(`/api/questions/${id}/answer`).set(bearer(other)).send({ answer: ANSWER })).body.code).toBe('QUESTION.ANSWERED')
    expect((await h.api().post(`/api/questions/${id}/take`).set(bearer(holder))).body.code).toBe('QUESTION.ANSWERED')
    expect((await h.api().get('/api/astrologer/questions').set(bearer(other))).body.map((q: { id: string }) => q.id)).not.toContain(id)

    const mine = (await h.api().get(`/api/questions/${id}`).set(bearer(customer))).body
    expect(mine).toMatchObject({ status: 'answered', answer: ANSWER, astrologerName: expect.any(String) })
    expect(mine.answeredAt).toBe(new Date(clock.ms).toISOString())

    // Tamil, as asked, with the link to the question's page.
    const mail = (await h.api().get('/api/admin/outbox').set(bearer(admin))).body.find((m: { text: string; subject: string }) => m.subject === 'உங்கள் கேள்விக்குப் பதில் வந்துவிட்டது')
    expect(mail?.text).toMatch(/\/tamil\/ask-a-question/)
    // Admins see it in their list.
    expect((await h.api().get('/api/admin/questions').set(bearer(admin))).body.map((q: { id: string }) => q.id)).toContain(id)
    expect((await h.api().get('/api/admin/questions').set(bearer(customer))).status).toBe(403)
  })

  it('shows a customer only their own questions', async () => {
    const owner = await h.signUp()
    const id = (await h.ask(owner, { ...QUESTION, birth: { ...BIRTH, date: '1979-09-09' } })).body.id
    const stranger = await h.signUp()
    expect((await h.api().get(`/api/questions/${id}`).set(bearer(stranger))).status).toBe(404)
    expect((await h.api().get(`/api/questions/${id}`)).status).toBe(401)
    expect((await h.api().get(`/api/questions/${id}`).set(bearer(owner))).status).toBe(200)
    expect((await h.api().get(`/api/questions/${id}`).set(bearer(admin))).status).toBe(200)
    // An astrologer reads a question through the list and their hold, not by its address.
    expect((await h.api().get(`/api/questions/${id}`).set(bearer(priya))).status).toBe(404)
    expect((await h.api().get('/api/questions/no-such-question').set(bearer(owner))).status).toBe(404)
    expect((await h.api().post('/api/questions/no-such-question/take').set(bearer(priya))).status).toBe(404)
  })
})

describe.runIf(postgresUrl)('the free first question on PostgreSQL', () => {
  let platform: Platform
  const h = helpers(() => platform)
  beforeAll(async () => {
    platform = await testPlatform({}, { storage: await freshPostgres() })
  })
  afterAll(async () => platform?.close())

  it('lets exactly one of many parallel asks from one account win', async () => {
    const customer = await h.signUp()
    const asks = await Promise.all(Array.from({ length: 8 }, (_, i) => h.ask(customer, { ...QUESTION, birth: { ...BIRTH, date: `1970-01-${String(i + 1).padStart(2, '0')}` } }, `parallel-${i}`)))
    expect(asks.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
    expect((await h.api().get('/api/questions').set(bearer(customer))).body).toHaveLength(1)
  })

  it('lets exactly one of parallel asks about one birth from different accounts win', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => h.signUp()))
    const birth = { ...BIRTH, date: '1969-06-06' }
    const asks = await Promise.all(accounts.map((token, i) => h.ask(token, { ...QUESTION, birth }, `person-${i}`)))
    expect(asks.filter((r) => r.status === 201)).toHaveLength(1)
    expect(asks.filter((r) => r.status === 409)).toHaveLength(4)
  })
})
