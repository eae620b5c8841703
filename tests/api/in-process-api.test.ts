import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { createInProcessFetch } from '../../server/in-process-api'
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

/** Every declared public read's examples, and a few addresses the declarations do not list. */
const PATHS = [...READ_ENDPOINTS.flatMap((e) => e.examples), '/api/astrologers/kavitha-nair/reviews?limit=x', '/api/kundli?date=1990-01-01&time=10:00&lat=28.6139&lon=77.209&lon=78']

describe('in-process reads during server rendering', () => {
  it('has an example of every declared read but the today card (compared below), none of them duplicated', () => {
    expect(READ_ENDPOINTS.filter((e) => e.examples.length === 0).map((e) => e.path)).toEqual(['/api/panchang/today'])
    expect(new Set(READ_ENDPOINTS.map((e) => e.path)).size).toBe(READ_ENDPOINTS.length)
    expect(READ_ENDPOINTS.length).toBeGreaterThanOrEqual(36)
  })


  for (const path of PATHS) {
    it(`${path} answers as the HTTP API does`, async () => {
      const [http, direct] = await Promise.all([request(platform.app).get(path), inProcess(path)])
      expect(direct.status).toBe(http.status)
      expect(await direct.json()).toEqual(http.body)
    })
  }

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
