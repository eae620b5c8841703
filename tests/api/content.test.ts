import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

let platform: Platform
beforeAll(async () => {
  platform = await testPlatform()
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

describe('public content', () => {
  it('lists astrologers in the API shape', async () => {
    const res = await api().get('/api/astrologers')
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThanOrEqual(12)
    for (const a of res.body) {
      expect(Object.keys(a)).toEqual(expect.arrayContaining(['id', 'slug', 'name', 'image', 'isOnline', 'experience', 'rating', 'reviews', 'specialties', 'ratePerMinute', 'languages']))
    }
    const image = await api().get(res.body[0].image)
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect(image.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
  })
  it('serves zodiac JPEGs and 404s an unknown sign', async () => {
    for (const sign of ['Aries', 'Pisces', 'Sagittarius']) {
      const res = await api().get(`/api/zodiac-image/${sign}.jpg`)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('image/jpeg')
      expect(res.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    }
    const unknown = await api().get('/api/zodiac-image/Ophiuchus.jpg')
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('NOT_FOUND')
  })
  it('serves the narrow copies srcset asks for, and refuses a width it does not have', async () => {
    const jpegWidth = (body: Buffer) => {
      // The width sits in the first start-of-frame segment (SOF0..SOF2).
      for (let i = 2; i < body.length; ) {
        const marker = body[i + 1]!
        if (marker >= 0xc0 && marker <= 0xc2) return body.readUInt16BE(i + 7)
        i += 2 + body.readUInt16BE(i + 2)
      }
      return NaN
    }
    const full = await api().get('/api/zodiac-image/Leo.jpg')
    const narrow = await api().get('/api/zodiac-image/Leo.jpg?w=240')
    expect(narrow.status).toBe(200)
    expect(narrow.headers['content-type']).toBe('image/jpeg')
    expect([jpegWidth(full.body), jpegWidth(narrow.body)]).toEqual([400, 240])
    expect(narrow.body.length).toBeLessThan(full.body.length / 2)

    // Every seeded astrologer has both sizes (server/tools/generate-images.ts writes them together).
    const portraits = ((await api().get('/api/astrologers')).body as Array<{ image: string }>).map((a) => a.image)
    for (const portrait of portraits) {
      expect(jpegWidth((await api().get(`${portrait}?w=160`)).body), portrait).toBe(160)
      expect(jpegWidth((await api().get(portrait)).body), portrait).toBe(300)
    }
    const portrait = portraits[0]!

    for (const path of ['/api/zodiac-image/Leo.jpg?w=999', '/api/zodiac-image/Leo.jpg?w=160', `${portrait}?w=240`, `${portrait}?w=abc`]) {
      const refused = await api().get(path)
      expect(refused.status, path).toBe(400)
      expect(refused.body.message).toMatch(/image width/)
    }
  })
  it('serves the blog in the requested language, by slug and by id', async () => {
    const list = await api().get('/api/articles?lang=hi')
    expect(list.body).toHaveLength(20)
    const first = list.body[0]
    expect(first.title).toMatch(/[\u0900-\u097F]/)
    const bySlug = await api().get(`/api/articles/${first.slug}?lang=en`)
    expect(bySlug.body.id).toBe(first.id)
    expect((await api().get('/api/articles/3')).body.content.length).toBeGreaterThan(500)
    expect((await api().get('/api/articles/nothing-here')).status).toBe(404)
  })
  it('computes the live stats from stored data', async () => {
    const before = await api().get('/api/stats')
    expect(before.body).toMatchObject({ consultationsToday: 0, reportsGenerated: 0 })
    expect(before.body.expertAstrologers).toBe((await api().get('/api/astrologers')).body.length)
    const signup = await api().post('/api/auth/signup').send({ name: 'Online Person', email: 'online@example.com', password: 'online pw 1' })
    await api().get('/api/auth/me').set('Authorization', `Bearer ${signup.body.token}`).expect(200)
    const after = await api().get('/api/stats')
    expect(after.body.usersOnline).toBe(before.body.usersOnline + 1)
  })
  it('lists recharge packages in paise', async () => {
    const res = await api().get('/api/wallet/packages')
    expect(res.body[0]).toMatchObject({ id: expect.any(String), amount: expect.any(Number), bonus: expect.any(Number), label: expect.any(String) })
    expect(res.body.every((p: { amount: number }) => Number.isInteger(p.amount))).toBe(true)
  })
  it('answers the analytics config, health, and JSON 404 for unknown API paths', async () => {
    expect((await api().get('/api/analytics/ga-config')).body).toMatchObject({ success: true, data: { measurementId: expect.any(String), domain: expect.any(String) } })
    expect((await api().get('/api/health')).body).toEqual({ status: 'ok' })
    const missing = await api().get('/api/nothing')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ message: 'No such API endpoint', code: 'NOT_FOUND' })
  })
})
