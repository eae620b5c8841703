import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/** The customer's own account: name, data export, deletion that keeps the ledger and loses no money. */
let platform: Platform
const api = () => request(platform.app)
const as = (token: string) => ({ Authorization: `Bearer ${token}` })
beforeAll(async () => {
  platform = await testPlatform()
})
afterAll(async () => platform.close())

async function customer(email: string) {
  const res = await api().post('/api/auth/signup').send({ name: 'Sita Raman', email, password: 'sita raman pw 42' })
  return { id: res.body.user.id as string, token: res.body.token as string }
}

describe('my account', () => {
  it('renames, with the field named when the name is too short', async () => {
    const me = await customer('sita.rename@example.com')
    expect((await api().put('/api/auth/profile').set(as(me.token)).send({ name: 'Sita R. Iyer' })).body.name).toBe('Sita R. Iyer')
    expect((await api().get('/api/auth/me').set(as(me.token))).body.user?.name ?? (await api().get('/api/auth/me').set(as(me.token))).body.name).toBe('Sita R. Iyer')
    const bad = await api().put('/api/auth/profile').set(as(me.token)).send({ name: 'S' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues[0].path).toBe('name')
  })

  it('exports the account, the wallet with its transactions and the saved charts as a JSON download', async () => {
    const me = await customer('sita.export@example.com')
    expect((await api().post('/api/charts').set(as(me.token)).send({ name: 'Amma', relation: 'parent', gender: 'female', birthDate: '1962-08-20', birthTime: '14:05', birthPlace: 'Madurai, Tamil Nadu, India', latitude: 9.9252, longitude: 78.1198 })).status).toBe(201)
    const res = await api().get('/api/auth/export').set(as(me.token))
    expect(res.headers['content-disposition']).toContain('attachment')
    expect(res.body.account).toMatchObject({ email: 'sita.export@example.com', name: 'Sita Raman' })
    expect(res.body.wallet).toMatchObject({ balancePaise: 0, transactions: [] })
    expect(res.body.savedCharts).toEqual([expect.objectContaining({ name: 'Amma' })])
  })

  it('deletes an account with the password: sessions end, sign-in fails, the email is free again', async () => {
    const me = await customer('sita.delete@example.com')
    const wrong = await api().post('/api/auth/delete').set(as(me.token)).send({ password: 'not it at all 1' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.issues[0].path).toBe('password')
    expect((await api().post('/api/auth/delete').set(as(me.token)).send({ password: 'sita raman pw 42' })).body).toEqual({ deleted: true })
    expect((await api().get('/api/auth/me').set(as(me.token))).status).toBe(401)
    expect((await api().post('/api/auth/login').send({ email: 'sita.delete@example.com', password: 'sita raman pw 42' })).status).toBe(401)
    expect((await api().post('/api/auth/signup').send({ name: 'Sita Again', email: 'sita.delete@example.com', password: 'sita again pw 42' })).status).toBe(201)
  })

  it('refuses to delete an account whose wallet still holds money, and an admin account', async () => {
    const me = await customer('sita.money@example.com')
    const order = (await api().post('/api/wallet/recharge').set(as(me.token)).send({ packageId: 'pkg-500' })).body
    await api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'success' })
    const refused = await api().post('/api/auth/delete').set(as(me.token)).send({ password: 'sita raman pw 42' })
    expect(refused.status).toBe(409)
    expect((await api().get('/api/wallet').set(as(me.token))).body.balance).toBeGreaterThan(0)
    const admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
    expect((await api().post('/api/auth/delete').set(as(admin)).send({ password: TEST_ADMIN.password })).status).toBe(403)
  })

  it('cancels a recharge not paid yet when the account is deleted; a payment that arrives after is held for a refund, not credited, and audited', async () => {
    const me = await customer('sita.pending@example.com')
    const order = (await api().post('/api/wallet/recharge').set(as(me.token)).send({ packageId: 'pkg-500' })).body as { orderId: string }
    expect((await api().post('/api/auth/delete').set(as(me.token)).send({ password: 'sita raman pw 42' })).status).toBe(200)
    // The gateway reports the payment after all (the person paid in another tab before deleting).
    const late = await api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'success' })
    expect(late.body).toEqual({ orderId: order.orderId, status: 'held' })
    const admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token as string
    const payments = (await api().get('/api/admin/payments').set(as(admin))).body as Array<{ id: string; status: string; ledgerTransactionId: string | null }>
    expect(payments.find((p) => p.id === order.orderId)).toMatchObject({ status: 'held', ledgerTransactionId: null })
    const audit = (await api().get('/api/admin/audit?action=payment.held').set(as(admin))).body as Array<{ target: string; after: { amount: number } }>
    expect(audit.find((e) => e.target === `payment:${order.orderId}`)?.after.amount).toBe(50_000)
    // Nothing moved into the deleted account's wallet, and the books still balance.
    expect((await api().get(`/api/admin/users?query=deleted-${me.id}`).set(as(admin))).body[0]?.balance ?? 0).toBe(0)
    expect((await api().get('/api/admin/wallet/audit').set(as(admin))).body.balanced).toBe(true)
    // A repeat of the report changes nothing.
    expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'success' })).body.status).toBe('held')
  })
})
