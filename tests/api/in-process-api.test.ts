import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { createInProcessFetch } from '../../server/in-process-api'
import { ENDPOINTS } from '../../core/endpoints'
import { READ_ENDPOINTS } from '../../core/read-endpoints'
import { testPlatform } from '../support/platform'

/**
 * While a page renders on the server, the UI's services read through an in-process `fetch` that calls
 * the use cases directly. It must answer exactly what the HTTP API answers (status and body), or the
 * browser would hydrate other data than it fetches later.
 */
let platform: Platform
let inProcess: ReturnType<typeof createInProcessFetch>
beforeAll(async () => {
  platform = await testPlatform()
  inProcess = createInProcessFetch(platform.container)
})
afterAll(async () => platform.close())

const GETS = READ_ENDPOINTS.filter((e) => (e.method ?? 'GET') === 'GET')
const POSTS = READ_ENDPOINTS.filter((e) => e.method === 'POST')
/** Every declared public read's examples, and a few addresses the declarations do not list. */
const PATHS = [...GETS.flatMap((e) => e.examples), '/api/astrologers/kavitha-nair/reviews?limit=x', '/api/kundli?date=1990-01-01&time=10:00&lat=28.6139&lon=77.209&lon=78']
/** Every declared form post, each example body to each example address. */
const SENDS = POSTS.flatMap((e) => e.examples.flatMap((path) => (e.bodies ?? []).map((body) => ({ path, body }))))

describe('in-process reads during server rendering', () => {
  it('has an example of every declared read but the today card (compared below), none of them duplicated', () => {
    expect(READ_ENDPOINTS.filter((e) => e.examples.length === 0).map((e) => e.path)).toEqual(['/api/panchang/today'])
    expect(new Set(READ_ENDPOINTS.map((e) => `${e.method ?? 'GET'} ${e.path}`)).size).toBe(READ_ENDPOINTS.length)
    expect(GETS.length).toBeGreaterThanOrEqual(36)
    expect(POSTS.map((e) => e.path).sort()).toEqual(['/api/kundli', '/api/matching'])
    for (const post of POSTS) expect(post.bodies?.length, post.path).toBeGreaterThanOrEqual(2)
  })


  for (const path of PATHS) {
    it(`${path} answers as the HTTP API does`, async () => {
      const [http, direct] = await Promise.all([request(platform.app).get(path), inProcess(path)])
      expect(direct.status).toBe(http.status)
      expect(await direct.json()).toEqual(http.body)
    })
  }

  for (const { path, body } of SENDS) {
    it(`POST ${path} ${JSON.stringify(body).slice(0, 60)}… answers as the HTTP API does`, async () => {
      const [http, direct] = await Promise.all([request(platform.app).post(path).send(body as object), inProcess(path, { method: 'POST', body: JSON.stringify(body) })])
      expect(direct.status).toBe(http.status)
      expect(await direct.json()).toEqual(http.body)
    })
  }

  it('leaves every write and signed-in read to HTTP: in process each answers 501, never an answer of its own', async () => {
    expect(ENDPOINTS.length).toBeGreaterThan(60)
    for (const e of ENDPOINTS) {
      const res = await inProcess(e.path.replace(/:([A-Za-z]+)/g, 'x1'), { method: e.method })
      expect(res.status, `${e.method} ${e.path}`).toBe(501)
    }
  })

  it('answers the today card with the same shape (the instant differs by the milliseconds between calls)', async () => {
    const [http, direct] = await Promise.all([request(platform.app).get('/api/panchang/today'), inProcess('/api/panchang/today')])
    expect(direct.status).toBe(200)
    const body = (await direct.json()) as { data: { date: string; tithi: { name: string } } }
    expect(body.data.date).toBe(http.body.data.date)
    expect(body.data.tithi.name).toBe(http.body.data.tithi.name)
  })

  it('refuses writes and reads a page never makes while rendering', async () => {
    expect((await inProcess('/api/wallet')).status).toBe(501)
    expect((await inProcess('/api/auth/login', { method: 'POST', body: '{}' })).status).toBe(501)
  })
})
