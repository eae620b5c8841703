import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/** GET /api/admin/dashboard: live figures and two weeks of sign-ups and revenue, from stored data. */
let platform: Platform
let admin = ''
const api = () => request(platform.app)
const as = (token: string) => ({ Authorization: `Bearer ${token}` })
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
})
afterAll(async () => platform.close())

const dashboard = async () => (await api().get('/api/admin/dashboard').set(as(admin))).body

describe('the admin dashboard figures', () => {
  it('counts a new sign-up and a confirmed payment today, in the charts and the latest lists', async () => {
    const before = await dashboard()
    expect(before.signupsByDay).toHaveLength(14)
    expect(before.revenueByDay).toHaveLength(14)
    const signup = await api().post('/api/auth/signup').send({ name: 'Dashboard Payer', email: 'dash.payer@example.com', password: 'dashboard payer pw' })
    const order = (await api().post('/api/wallet/recharge').set(as(signup.body.token)).send({ packageId: 'pkg-500' })).body
    expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'success' })).body.status).toBe('paid')

    const after = await dashboard()
    expect(after.revenueToday - before.revenueToday).toBe(50_000)
    expect(after.revenueThisMonth - before.revenueThisMonth).toBe(50_000)
    expect(after.signupsByDay.at(-1).value - before.signupsByDay.at(-1).value).toBe(1)
    expect(after.revenueByDay.at(-1).value - before.revenueByDay.at(-1).value).toBe(50_000)
    expect(after.recentSignups[0]).toMatchObject({ email: 'dash.payer@example.com', name: 'Dashboard Payer' })
    expect(after.recentPayments[0]).toMatchObject({ email: 'dash.payer@example.com', amount: 50_000 })
    expect(after.usersOnline).toBeGreaterThanOrEqual(1)
    expect(typeof after.astrologersOnline).toBe('number')
    expect(typeof after.pendingRefunds).toBe('number')
  })

  it('is for admins only', async () => {
    expect((await api().get('/api/admin/dashboard')).status).toBe(401)
    const customer = (await api().post('/api/auth/signup').send({ name: 'Not Admin', email: 'dash.not@example.com', password: 'not an admin pw 5' })).body.token
    expect((await api().get('/api/admin/dashboard').set(as(customer))).status).toBe(403)
  })
})
