import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/**
 * Issue 14, finding 8: inputs that answered 500 — a NUL character in an id or a text that reaches SQL,
 * latitude ±90 on /api/kundli, a message number past PostgreSQL's integer. Each is now a 400 naming the
 * field, and the server keeps answering.
 */
let platform: Platform
let token: string
beforeAll(async () => {
  platform = await testPlatform()
  const res = await request(platform.app).post('/api/auth/signup').send({ name: 'Hostile Tester', email: 'hostile@example.com', password: 'hostile tester pw' })
  token = res.body.token
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

describe('hostile input is a 400 naming the field', () => {
  it('a NUL in a path id', async () => {
    const res = await api().get('/api/articles/%00')
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual([{ path: '(path)', message: 'must not contain NUL or unpaired surrogate characters' }])
  })

  it('a NUL in a body text, named by its field', async () => {
    const res = await api()
      .post('/api/charts')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Asha\u0000', relation: 'self', birthDate: '1990-01-01', birthTime: '10:00', birthPlace: 'Delhi', latitude: 28.6, longitude: 77.2 })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual([{ path: 'name', message: 'must not contain NUL or unpaired surrogate characters' }])
  })

  it('a lone surrogate in a query value, and a path that is not valid percent-encoding', async () => {
    const surrogate = await api().get(`/api/locations/search?query=${encodeURIComponent('Del')}%ED%A0%80`)
    expect(surrogate.status).toBeLessThan(500)
    const lone = await api().get('/api/articles?lang=' + '%uD800')
    expect(lone.status).toBeLessThan(500)
    const bad = await api().get('/api/articles/%E0%A4%A')
    expect(bad.status).toBe(400)
  })

  it('latitude ±90 on the kundli calls: the ascendant is undefined at a pole', async () => {
    for (const lat of ['90', '-90']) {
      const res = await api().get(`/api/kundli?date=1990-01-01&time=10:00&lat=${lat}&lon=10`)
      expect(res.status).toBe(400)
      expect(res.body.issues).toEqual([{ path: 'lat', message: 'Latitude must be between -90 and 90 (exclusive)' }])
    }
    const form = await api().post('/api/kundli').send({ name: 'Polar', birthDate: '1990-01-01', birthTime: '10:00', birthPlace: 'North Pole', gender: 'male', latitude: 90, longitude: 0 })
    expect(form.status).toBe(400)
    expect(await api().get('/api/kundli?date=1990-01-01&time=10:00&lat=89.9&lon=10').then((r) => r.status)).toBe(200)
  })

  it('a message number past a PostgreSQL integer', async () => {
    const res = await api().get('/api/consultations/some-id/messages?after=2147483648').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(400)
    expect(res.body.issues[0].path).toBe('after')
  })

  it('and the server still answers afterwards', async () => {
    expect((await api().get('/api/health')).status).toBe(200)
  })
})
