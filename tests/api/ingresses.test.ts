import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/** GET /api/ingresses: the real sign changes the Jupiter and Rahu-Ketu topic pages show. */
let platform: Platform
beforeAll(async () => {
  platform = await testPlatform()
})
afterAll(async () => platform.close())

describe('GET /api/ingresses', () => {
  it("gives Jupiter's 2025 sign changes on the published dates (Gemini in May, Cancer in October, back in December)", async () => {
    const { body } = await request(platform.app).get('/api/ingresses?planet=jupiter&from=2025&years=1')
    expect(body.ingresses.map((i: { at: string; signName: string; retrograde: boolean }) => [i.at.slice(0, 10), i.signName, i.retrograde])).toEqual([
      ['2025-05-14', 'gemini', false],
      ['2025-10-18', 'cancer', false],
      ['2025-12-05', 'gemini', true],
    ])
  })

  it('gives the mean Rahu entering Aquarius on 18 May 2025 (moving backwards)', async () => {
    const { body } = await request(platform.app).get('/api/ingresses?planet=rahu&from=2025&years=1')
    expect(body.ingresses).toEqual([{ at: expect.stringMatching(/^2025-05-18T/), sign: 11, signName: 'aquarius', retrograde: true }])
  })

  it('refuses an unknown planet and too many years with the fields named', async () => {
    const { status, body } = await request(platform.app).get('/api/ingresses?planet=pluto&from=2025&years=20')
    expect(status).toBe(400)
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['planet', 'years'])
  })
})
