import { describe, expect, it } from 'vitest'
import type { Astrologer } from '../../core/domain/content'
import { parseChatContinuation, CHAT_CONTINUATION_TTL_MS } from '../../ui/components/chat-continuation'
import { newRandomId } from '../../ui/components/idempotency'
import { chatPackagePaymentHref, chatPackageRetryHref, discountPercent, parseChatPackagePayment } from '../../ui/components/payment-link'
import { parseRechargeRupees, rechargeNeededRupees } from '../../ui/components/recharge-math'
import { startChatProblem } from '../../ui/components/start-chat-problem'
import { filterAstrologers, specialtiesOf, withPresence } from '../../ui/features/astrologers/utils/astrologer-filter'
import { checkoutDestination } from '../../ui/features/wallet/utils/razorpay'
import { rechargeAttemptFor, rechargeFingerprint } from '../../ui/features/wallet/utils/recharge-attempt'
import { chargedMinuteOf, creditedPaise, transactionChatId } from '../../ui/features/wallet/utils/wallet-format'
import { HttpError } from '../../ui/services/http'

describe('the /payment link of a chat package: 20 minutes at 15% off the rate', () => {
  it('carries the spec query: price = round(rate × 20 × 0.85), originalPrice = rate × 20', () => {
    const href = chatPackagePaymentHref('astro-1', 45)
    expect(href).toBe('/payment?astrologer=astro-1&service=chat&duration=20&price=765&originalPrice=900&type=consultation')
    const odd = new URLSearchParams(chatPackagePaymentHref('a', 33).split('?')[1])
    expect(odd.get('price')).toBe(String(Math.round(33 * 20 * 0.85)))
    expect(odd.get('originalPrice')).toBe('660')
  })

  it('reads it back, and refuses what is not a chat package', () => {
    const search = Object.fromEntries(new URLSearchParams(chatPackagePaymentHref('astro-1', 45).split('?')[1]))
    expect(parseChatPackagePayment(search)).toEqual({ astrologer: 'astro-1', service: 'chat', duration: 20, price: 765, originalPrice: 900, type: 'consultation' })
    expect(parseChatPackagePayment({})).toBeNull()
    expect(parseChatPackagePayment({ astrologer: 'a', service: 'call' })).toBeNull()
    expect(parseChatPackagePayment({ astrologer: 'a', duration: '-3' })).toBeNull()
    expect(parseChatPackagePayment({ astrologer: 'a', price: 'abc' })?.price).toBe(0)
  })

  it('computes the discount shown', () => {
    expect(discountPercent(765, 900)).toBe(15)
    expect(discountPercent(900, 900)).toBe(0)
    expect(discountPercent(10, 0)).toBe(0)
  })
})

describe('recharge amounts', () => {
  it('recharges the whole rupees missing, at least ₹1, nothing when covered', () => {
    expect(rechargeNeededRupees(76500, 52500)).toBe(240)
    expect(rechargeNeededRupees(7500, 7450)).toBe(1)
    expect(rechargeNeededRupees(7500, 7401)).toBe(1)
    expect(rechargeNeededRupees(7500, 7399)).toBe(2)
    expect(rechargeNeededRupees(7500, 9000)).toBe(0)
    expect(rechargeNeededRupees(Number.NaN, 0)).toBe(0)
  })

  it('accepts whole rupees from ₹1 to ₹1,00,000 only', () => {
    expect(parseRechargeRupees('250')).toBe(250)
    expect(parseRechargeRupees('1,000')).toBe(1000)
    expect(parseRechargeRupees(100000)).toBe(100000)
    expect(parseRechargeRupees('0')).toBeNull()
    expect(parseRechargeRupees('12.5')).toBeNull()
    expect(parseRechargeRupees('100001')).toBeNull()
    expect(parseRechargeRupees('')).toBeNull()
    expect(parseRechargeRupees(undefined)).toBeNull()
  })

  it('keeps the Idempotency-Key while the same request is retried, and changes it for another', () => {
    let n = 0
    const next = () => `key-${++n}`
    const first = rechargeAttemptFor(null, { packageId: 'pkg-500' }, next)
    expect(first).toEqual({ fingerprint: 'package:pkg-500', key: 'key-1' })
    expect(rechargeAttemptFor(first, { packageId: 'pkg-500' }, next)).toBe(first)
    expect(rechargeAttemptFor(first, { amount: 50000 }, next)).toEqual({ fingerprint: 'amount:50000', key: 'key-2' })
    expect(rechargeFingerprint({ amount: 100 })).not.toBe(rechargeFingerprint({ packageId: '100' }))
    const chat = rechargeAttemptFor(null, { chatPackage: { astrologerId: 'astro-1', minutes: 20 } }, next)
    expect(rechargeAttemptFor(chat, { chatPackage: { astrologerId: 'astro-1', minutes: 20 } }, next)).toBe(chat)
    expect(rechargeAttemptFor(chat, { chatPackage: { astrologerId: 'astro-2', minutes: 20 } }, next).key).not.toBe(chat.key)
  })

  it('makes distinct v4 UUIDs', () => {
    const a = newRandomId()
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newRandomId()).not.toBe(a)
  })
})

describe('checkout and history helpers', () => {
  it('sends the sandbox to its own page in the page language, Razorpay to /checkout', () => {
    expect(checkoutDestination('/api/payments/sandbox/checkout/ord_1', 'hi')).toEqual({ kind: 'server', href: '/api/payments/sandbox/checkout/ord_1?lang=hi' })
    expect(checkoutDestination('/api/payments/sandbox/checkout/ord_1?lang=ta', 'hi').href).toBe('/api/payments/sandbox/checkout/ord_1?lang=ta')
    expect(checkoutDestination('/checkout?orderId=ord_2', 'en')).toEqual({ kind: 'app', href: '/checkout?orderId=ord_2' })
  })

  it('links chat charges and refunds to their chat, and reads the charged minute', () => {
    expect(transactionChatId({ type: 'chat_charge', reference: 'c-1' })).toBe('c-1')
    expect(transactionChatId({ type: 'refund', reference: 'c-1' })).toBe('c-1')
    expect(transactionChatId({ type: 'recharge', reference: 'ord_1' })).toBeNull()
    expect(chargedMinuteOf('Chat minute 7')).toBe(7)
    expect(chargedMinuteOf('Goodwill credit')).toBeNull()
    expect(creditedPaise({ amount: 100000, bonus: 10000 })).toBe(110000)
  })

  it('keeps a fresh chat continuation and drops stale or malformed ones', () => {
    const now = 1_000_000_000
    const fresh = JSON.stringify({ astrologerId: 'a', astrologerName: 'A', ratePerMinute: 40, savedAt: now - 1000 })
    expect(parseChatContinuation(fresh, now)?.astrologerId).toBe('a')
    // Saved before calls existed: a chat. Start Call's recharge comes back to a call.
    expect(parseChatContinuation(fresh, now)?.mode).toBe('chat')
    expect(parseChatContinuation(JSON.stringify({ astrologerId: 'a', mode: 'call', savedAt: now - 1000 }), now)?.mode).toBe('call')
    expect(parseChatContinuation(JSON.stringify({ astrologerId: 'a', savedAt: now - CHAT_CONTINUATION_TTL_MS - 1 }), now)).toBeNull()
    expect(parseChatContinuation('{bad', now)).toBeNull()
    expect(parseChatContinuation(null, now)).toBeNull()
  })
})

describe('starting a chat', () => {
  const error = (status: number, body: object) => new HttpError(status, '', JSON.stringify(body))

  it('turns a 402 into a recharge of what one minute still needs', () => {
    expect(startChatProblem(error(402, { code: 'WALLET.INSUFFICIENT_BALANCE', message: 'x' }), 7500, 2000)).toEqual({ kind: 'recharge', neededRupees: 55 })
    expect(startChatProblem(error(503, { code: 'FEATURE.PAUSED', message: 'x' }), 7500, 2000)).toEqual({ kind: 'paused' })
    expect(startChatProblem(error(402, { code: 'WALLET.INSUFFICIENT_BALANCE' }), 7500, 9000)).toEqual({ kind: 'recharge', neededRupees: 1 })
  })

  it('tells offline, busy and an open chat apart', () => {
    expect(startChatProblem(error(409, { code: 'CONSULTATION.ASTROLOGER_OFFLINE' }), 1, 0)).toEqual({ kind: 'offline' })
    expect(startChatProblem(error(409, { code: 'CONSULTATION.ASTROLOGER_BUSY' }), 1, 0)).toEqual({ kind: 'busy' })
    expect(startChatProblem(error(409, { code: 'CONSULTATION.ALREADY_OPEN', details: { consultationId: 'c-9' } }), 1, 0)).toEqual({ kind: 'already-open', consultationId: 'c-9', call: false })
    // An open call takes the customer back to the call page, not to a chat.
    expect(startChatProblem(error(409, { code: 'CONSULTATION.ALREADY_OPEN', details: { consultationId: 'c-9', type: 'call' } }), 1, 0)).toEqual({ kind: 'already-open', consultationId: 'c-9', call: true })
    expect(startChatProblem(error(403, { code: 'AUTH.FORBIDDEN' }), 1, 0)).toEqual({ kind: 'not-customer' })
    expect(startChatProblem(error(404, {}), 1, 0)).toEqual({ kind: 'not-found' })
    expect(startChatProblem(new Error('network'), 1, 0)).toEqual({ kind: 'failed' })
  })
})

describe('the astrologer list', () => {
  const a = (id: string, extra: Partial<Astrologer>): Astrologer => ({
    id,
    slug: id,
    name: id,
    image: '',
    isOnline: true,
    experience: 5,
    rating: 4.5,
    reviews: 10,
    specialties: [],
    ratePerMinute: 30,
    callRatePerMinute: 3_500,
    modes: ['chat', 'call'],
    languages: ['Hindi'],
    bio: '',
    ...extra,
  })
  const list = [
    a('Ramesh Shastri', { isOnline: false, specialties: ['Vedic Astrology', 'Gemstones'] }),
    a('Meenakshi', { specialties: ['Nadi Astrology'], languages: ['Tamil', 'English'] }),
    a('Priya', { specialties: ['Numerology', 'Vedic Astrology'] }),
  ]

  it('filters by text, specialty and online, online first', () => {
    expect(filterAstrologers(list, { query: '', specialty: '', onlineOnly: false }).map((x) => x.id)).toEqual(['Meenakshi', 'Priya', 'Ramesh Shastri'])
    expect(filterAstrologers(list, { query: 'vedic', specialty: '', onlineOnly: false }).map((x) => x.id)).toEqual(['Priya', 'Ramesh Shastri'])
    expect(filterAstrologers(list, { query: 'tamil', specialty: '', onlineOnly: false }).map((x) => x.id)).toEqual(['Meenakshi'])
    expect(filterAstrologers(list, { query: '', specialty: 'Vedic Astrology', onlineOnly: true }).map((x) => x.id)).toEqual(['Priya'])
    expect(filterAstrologers(list, { query: 'ramesh gem', specialty: '', onlineOnly: false }).map((x) => x.id)).toEqual(['Ramesh Shastri'])
  })

  it('matches translated labels too', () => {
    const labels = (v: string) => (v === 'Numerology' ? 'अंक ज्योतिष' : v)
    expect(filterAstrologers(list, { query: 'अंक', specialty: '', onlineOnly: false }, labels).map((x) => x.id)).toEqual(['Priya'])
  })

  it('lists specialties once and applies presence events', () => {
    expect(specialtiesOf(list)).toEqual(['Vedic Astrology', 'Gemstones', 'Nadi Astrology', 'Numerology'])
    const updated = withPresence(list, 'Ramesh Shastri', true)
    expect(updated.find((x) => x.id === 'Ramesh Shastri')?.isOnline).toBe(true)
    expect(withPresence(list, 'Priya', true)).toBe(list)
  })
})

describe('retrying a chat package order', () => {
  it('goes back to the package page of its astrologer, without prices (the page shows the current ones)', () => {
    const href = chatPackageRetryHref('chat:astro-1:20')
    expect(href).toBe('/payment?astrologer=astro-1&service=chat&duration=20&type=consultation')
    expect(parseChatPackagePayment(Object.fromEntries(new URLSearchParams(href!.split('?')[1])))).toMatchObject({ astrologer: 'astro-1', duration: 20, price: 0 })
    expect(chatPackageRetryHref('pkg-500')).toBeNull()
    expect(chatPackageRetryHref(null)).toBeNull()
  })
})
