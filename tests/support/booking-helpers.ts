import request from 'supertest'
import { expect } from 'vitest'
import { RunBookingSchedule } from '../../core/bookings/run-booking-schedule'
import { WalletLedger } from '../../core/wallet/ports/wallet-ledger'
import type { Platform } from '../../server/platform'

/** What the bookings' API tests share: customers with money, the demo astrologer Priya's slots, the ledger. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
export const PRIYA = 'astro-priya-deshpande'
let counter = 0

export function bookingHelpers(platform: () => Platform) {
  const api = () => request(platform().app)
  const h = {
    api,
    async signUp(balance = 0, lang = 'en'): Promise<{ token: string; id: string }> {
      const res = await api().post('/api/auth/signup').send({ name: `Booking Customer ${++counter}`, email: `booker-${counter}-${Date.now()}@example.com`, password: 'booking customer pw 3', lang })
      expect(res.status).toBe(201)
      if (balance) {
        const order = await api().post('/api/wallet/recharge').set(bearer(res.body.token)).send({ amount: balance })
        await api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' })
      }
      return { token: res.body.token, id: res.body.user.id }
    },
    async logIn(email: string, password: string): Promise<string> {
      const res = await api().post('/api/auth/login').send({ email, password })
      expect(res.status).toBe(200)
      return res.body.token
    },
    async balance(token: string): Promise<number> {
      return (await api().get('/api/wallet').set(bearer(token))).body.balance
    },
    book(token: string, body: { astrologerId?: string; start: string; durationMinutes?: number; mode?: string }, key = `book-${++counter}`) {
      return api()
        .post('/api/bookings')
        .set(bearer(token))
        .set('Idempotency-Key', key)
        .send({ astrologerId: PRIYA, durationMinutes: 30, mode: 'chat', ...body })
    },
    async rate(astrologerId = PRIYA): Promise<number> {
      const list = (await api().get('/api/astrologers')).body as Array<{ id: string; ratePerMinute: number }>
      return list.find((a) => a.id === astrologerId)!.ratePerMinute * 100
    },
    ledger: () => platform().container.resolve<WalletLedger>(WalletLedger),
    schedule: () => platform().container.resolve(RunBookingSchedule).execute(),
  }
  return h
}
