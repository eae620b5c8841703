import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/** CSRF: a cookie-authenticated write must come from our own origin. */
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
  it('from our own page with Origin: null (a no-referrer page) pass on Sec-Fetch-Site, and are refused without it', async () => {
    expect((await save().set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin')).status).toBe(201)
    expect((await save().set('Origin', 'null').set('Sec-Fetch-Site', 'cross-site')).status).toBe(403)
  })
  it("pages keep their origin on our own requests (a referrer policy that does not blank Origin)", async () => {
    const page = await request(platform.app).get('/api/health')
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
  it("the gateway's callback, posted by the browser from the gateway's page with the session cookie, is not refused", async () => {
    const me = await request(platform.app).get('/api/auth/me').set('Cookie', cookie)
    expect(me.status).toBe(200)
    const login = await request(platform.app).post('/api/auth/login').send({ email: 'csrf@example.com', password: 'csrf target pw' })
    const order = (await request(platform.app).post('/api/wallet/recharge').set('Authorization', `Bearer ${login.body.token}`).send({ packageId: 'pkg-500' })).body
    const html = (await request(platform.app).get(order.checkoutUrl)).text
    const form = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].find((m) => m[2].includes('value="success"'))!
    const fields = Object.fromEntries([...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]))
    // What Chromium sends for a form on a page with Referrer-Policy: no-referrer, and what another site's frame sends.
    for (const site of ['same-origin', 'cross-site']) {
      const back = await request(platform.app).post(form[1]).type('form').set('Cookie', cookie).set('Origin', 'null').set('Sec-Fetch-Site', site).send(fields)
      expect(back.status, back.text).toBe(303)
      expect(back.headers.location).toBe(`/payment-success?orderId=${order.orderId}`)
    }
    const wallet = await request(platform.app).get('/api/wallet').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin')
    expect(wallet.body.balance).toBe(52_500)
  })
  it('with a bearer token are not cookie-authenticated and pass', async () => {
    const token = (await request(platform.app).post('/api/auth/login').send({ email: 'csrf@example.com', password: 'csrf target pw' })).body.token
    const res = await request(platform.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`)
    expect(res.status).toBe(200)
    const write = await request(platform.app).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).set('Origin', 'https://evil.example')
    expect(write.status).toBe(204)
  })
})
