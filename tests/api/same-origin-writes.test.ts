import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/** CSRF (issue 14): a cookie-authenticated write must come from our own origin. */
let platform: Platform
let cookie: string
beforeAll(async () => {
  platform = await testPlatform({ PUBLIC_URL: 'https://astrovedic.example' })
  const res = await request(platform.app).post('/api/auth/signup').send({ name: 'Csrf Target', email: 'csrf@example.com', password: 'csrf target pw' })
  cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ')
})
afterAll(async () => platform.close())

const save = () =>
  request(platform.app)
    .post('/api/charts')
    .set('Cookie', cookie)
    .send({ name: 'Asha', relation: 'self', gender: 'female', birthDate: '1990-01-01', birthTime: '10:00', birthPlace: 'Delhi', latitude: 28.6, longitude: 77.2 })

describe('cookie-authenticated writes', () => {
  it('from another site are refused, by Origin or by Sec-Fetch-Site', async () => {
    expect((await save().set('Origin', 'https://evil.example')).status).toBe(403)
    expect((await save().set('Sec-Fetch-Site', 'cross-site')).status).toBe(403)
    expect((await save().set('Origin', 'null')).status).toBe(403)
  })
  it('from our own pages pass', async () => {
    expect((await save().set('Origin', 'https://astrovedic.example').set('Sec-Fetch-Site', 'same-origin')).status).toBe(201)
  })
  it('with a bearer token are not cookie-authenticated and pass', async () => {
    const token = (await request(platform.app).post('/api/auth/login').send({ email: 'csrf@example.com', password: 'csrf target pw' })).body.token
    const res = await request(platform.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    const write = await request(platform.app).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).set('Origin', 'https://evil.example')
    expect(write.status).toBe(204)
  })
})
