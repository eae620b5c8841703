import { describe, expect, it } from 'vitest'
import type { Bill, ChatMessage, ConsultationView } from '../../core/domain/consultation'
import {
  applyReceipt,
  chatReducer,
  initialChatState,
  lastSeqFrom,
  lastSeqOf,
  mergeMessages,
  receiptOf,
  TYPING_LAPSE_MS,
  type ChatState,
} from '../../ui/features/consultations/utils/chat-state'
import { elapsedSecondsNow, formatClock, inFreeMinute, netChargedPaise, nextMinuteIsPaid, secondsUntil } from '../../ui/features/consultations/utils/chat-clock'
import { groupConsultations, liveRequests, upsertConsultation } from '../../ui/features/consultations/utils/history'
import type { ServerEvent } from '../../ui/services/realtime'

const ID = 'c-1'

function message(seq: number, from: 'customer' | 'astrologer', extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${seq}`,
    seq,
    consultationId: ID,
    from,
    senderId: from === 'customer' ? 'u-cust' : 'u-astro',
    text: `text ${seq}`,
    clientId: null,
    sentAt: `2026-11-22T10:00:${String(seq).padStart(2, '0')}.000Z`,
    deliveredAt: null,
    readAt: null,
    ...extra,
  }
}

function consultation(extra: Partial<ConsultationView> = {}): ConsultationView {
  return {
    id: ID,
    type: 'chat',
    status: 'active',
    endReason: null,
    customer: { id: 'u-cust', name: 'Asha' },
    astrologer: { id: 'astro-1', slug: 'astro', name: 'Pandit', image: '/img.jpg' },
    requestedAt: '2026-11-22T10:00:00.000Z',
    expiresAt: null,
    acceptedAt: '2026-11-22T10:00:05.000Z',
    endedAt: null,
    connectedAt: null,
    ratePaise: 5000,
    freeMinutes: 5,
    elapsedSeconds: 0,
    billedMinutes: 0,
    chargedPaise: 0,
    refundedPaise: 0,
    review: null,
    refund: null,
    lastMessageSeq: 0,
    ...extra,
  }
}

const bill: Bill = { minute: 1, freeMinutes: 5, freeMinutesLeft: 5, billedMinutes: 0, chargedPaise: 0, ratePaise: 5000, balance: 20000, minutesAffordable: 4, nextChargeAt: '2026-11-22T10:01:05.000Z' }

const event = (state: ChatState, e: ServerEvent, at = 1_000) => chatReducer(state, { type: 'event', event: e, me: 'customer', at })

describe('chat messages', () => {
  it('merges by id, keeps seq order and never duplicates', () => {
    const merged = mergeMessages([message(2, 'astrologer')], [message(3, 'customer'), message(1, 'customer'), message(2, 'astrologer')])
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3])
  })

  it('keeps the same list when nothing is new', () => {
    const list = [message(1, 'customer')]
    expect(mergeMessages(list, [message(1, 'customer')])).toBe(list)
    expect(mergeMessages(list, [])).toBe(list)
  })

  it('takes receipts from a newer copy of a known message', () => {
    const merged = mergeMessages([message(1, 'customer')], [message(1, 'customer', { readAt: 'r', deliveredAt: 'd' })])
    expect(merged[0]).toMatchObject({ readAt: 'r', deliveredAt: 'd' })
  })

  it('applies delivered and read receipts to the named party up to the seq', () => {
    const list = [message(1, 'customer'), message(2, 'astrologer'), message(3, 'customer'), message(4, 'customer')]
    const delivered = applyReceipt(list, { from: 'customer', upToSeq: 3, receipt: 'delivered', at: 'D' })
    expect(delivered.map(receiptOf)).toEqual(['delivered', 'sent', 'delivered', 'sent'])
    const read = applyReceipt(delivered, { from: 'customer', upToSeq: 4, receipt: 'read', at: 'R' })
    expect(read.map((m) => [m.seq, receiptOf(m)])).toEqual([
      [1, 'read'],
      [2, 'sent'],
      [3, 'read'],
      [4, 'read'],
    ])
    expect(read[3].deliveredAt).toBe('R')
    expect(applyReceipt(read, { from: 'customer', upToSeq: 4, receipt: 'read', at: 'X' })).toBe(read)
  })

  it('finds the last seq held and the last seq from a party', () => {
    const state = { messages: [message(1, 'customer'), message(2, 'astrologer'), message(3, 'customer')] }
    expect(lastSeqOf(state)).toBe(3)
    expect(lastSeqOf({ messages: [] })).toBe(0)
    expect(lastSeqFrom(state.messages, 'astrologer')).toBe(2)
    expect(lastSeqFrom(state.messages, 'customer')).toBe(3)
    expect(lastSeqFrom([], 'customer')).toBe(0)
  })
})

describe('chat reducer', () => {
  const start = chatReducer(initialChatState(ID), { type: 'loaded', consultation: consultation(), bill, messages: [message(1, 'customer')], at: 500 })

  it('holds a sent message as pending until its ack, then as stored', () => {
    const queued = chatReducer(start, { type: 'queued', message: { clientId: 'k1', text: 'hi', createdAt: 1, error: null } })
    expect(queued.pending).toHaveLength(1)
    const acked = event(queued, { type: 'ack', clientId: 'k1', message: message(2, 'customer', { clientId: 'k1' }) })
    expect(acked.pending).toHaveLength(0)
    expect(acked.messages.map((m) => m.seq)).toEqual([1, 2])
  })

  it('drops a pending message when its own message event arrives first (a resend after reconnect)', () => {
    const queued = chatReducer(start, { type: 'queued', message: { clientId: 'k2', text: 'again', createdAt: 1, error: null } })
    const echoed = event(queued, { type: 'message', consultationId: ID, message: message(2, 'customer', { clientId: 'k2' }), replay: true })
    expect(echoed.pending).toHaveLength(0)
    expect(echoed.messages).toHaveLength(2)
  })

  it('marks a refused message and lets it be retried or discarded', () => {
    const queued = chatReducer(start, { type: 'queued', message: { clientId: 'k3', text: 'x', createdAt: 1, error: null } })
    const failed = event(queued, { type: 'error', code: 'CONSULTATION.NOT_ACTIVE', message: 'ended', clientId: 'k3' })
    expect(failed.pending[0].error).toBe('CONSULTATION.NOT_ACTIVE')
    expect(chatReducer(failed, { type: 'retry', clientId: 'k3' }).pending[0].error).toBeNull()
    expect(chatReducer(failed, { type: 'discard', clientId: 'k3' }).pending).toHaveLength(0)
  })

  it('ignores events of other consultations', () => {
    expect(event(start, { type: 'message', consultationId: 'other', message: { ...message(9, 'astrologer'), consultationId: 'other' } })).toBe(start)
    expect(event(start, { type: 'typing', consultationId: 'other', userId: 'u', from: 'astrologer', typing: true })).toBe(start)
  })

  it("shows the other party's typing for a few seconds, not one's own", () => {
    const typing = event(start, { type: 'typing', consultationId: ID, userId: 'u-astro', from: 'astrologer', typing: true }, 10_000)
    expect(typing.otherTypingUntil).toBe(10_000 + TYPING_LAPSE_MS)
    expect(event(start, { type: 'typing', consultationId: ID, userId: 'u-cust', from: 'customer', typing: true })).toBe(start)
    const stopped = event(typing, { type: 'typing', consultationId: ID, userId: 'u-astro', from: 'astrologer', typing: false })
    expect(stopped.otherTypingUntil).toBe(0)
    const answered = event(typing, { type: 'message', consultationId: ID, message: message(2, 'astrologer') })
    expect(answered.otherTypingUntil).toBe(0)
  })

  it('takes the running bill and the warning from consultation events; the end clears the warning', () => {
    const warned = event(start, {
      type: 'consultation',
      consultation: consultation({ elapsedSeconds: 60, billedMinutes: 1, chargedPaise: 5000 }),
      bill: { ...bill, minute: 2, billedMinutes: 1, chargedPaise: 5000, balance: 3000 },
      warning: { code: 'BALANCE_LOW', message: 'low', endsAt: '2026-11-22T10:02:05.000Z' },
    }, 2_000)
    expect(warned.bill?.balance).toBe(3000)
    expect(warned.reportedAt).toBe(2_000)
    expect(warned.warning?.code).toBe('BALANCE_LOW')
    const ended = event(warned, { type: 'consultation', consultation: consultation({ status: 'ended', endReason: 'insufficient_balance' }), bill })
    expect(ended.consultation?.status).toBe('ended')
    expect(ended.warning).toBeNull()
  })

  it("follows the other party's presence", () => {
    const gone = event(start, { type: 'presence', consultationId: ID, userId: 'u-astro', from: 'astrologer', online: false })
    expect(gone.otherOnline).toBe(false)
    expect(event(start, { type: 'presence', astrologerId: 'astro-1', isOnline: false })).toBe(start)
  })
})

describe('chat clock', () => {
  it('counts on from the last report while active only', () => {
    expect(elapsedSecondsNow({ status: 'active', elapsedSeconds: 30 }, 1_000, 6_500)).toBe(35)
    expect(elapsedSecondsNow({ status: 'ended', elapsedSeconds: 30 }, 1_000, 60_000)).toBe(30)
  })

  it('counts down to an instant on the server clock', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z')
    expect(secondsUntil('2026-11-22T10:00:30.000Z', now)).toBe(30)
    expect(secondsUntil('2026-11-22T10:00:30.000Z', now, 10_000)).toBe(20)
    expect(secondsUntil('2026-11-22T09:00:00.000Z', now)).toBe(0)
    expect(secondsUntil(null, now)).toBeNull()
    expect(secondsUntil('garbage', now)).toBeNull()
  })

  it('formats clocks', () => {
    expect(formatClock(0)).toBe('0:00')
    expect(formatClock(65)).toBe('1:05')
    expect(formatClock(3725)).toBe('1:02:05')
  })

  it('knows free and paid minutes', () => {
    expect(inFreeMinute({ minute: 5, freeMinutes: 5 })).toBe(true)
    expect(inFreeMinute({ minute: 6, freeMinutes: 5 })).toBe(false)
    expect(nextMinuteIsPaid({ minute: 4, freeMinutes: 5 })).toBe(false)
    expect(nextMinuteIsPaid({ minute: 5, freeMinutes: 5 })).toBe(true)
    expect(nextMinuteIsPaid({ minute: 1, freeMinutes: 0 })).toBe(true)
    expect(netChargedPaise({ chargedPaise: 15000, refundedPaise: 5000 })).toBe(10000)
  })
})

describe('consultation history', () => {
  const list = [
    consultation({ id: 'a', status: 'ended', requestedAt: '2026-11-20T10:00:00.000Z' }),
    consultation({ id: 'b', status: 'declined', requestedAt: '2026-11-21T10:00:00.000Z' }),
    consultation({ id: 'c', status: 'active', requestedAt: '2026-11-19T10:00:00.000Z' }),
    consultation({ id: 'd', status: 'ended', requestedAt: '2026-11-22T10:00:00.000Z' }),
  ]

  it('puts open chats first, then newest first', () => {
    expect(groupConsultations(list, 'all').map((c) => c.id)).toEqual(['c', 'd', 'b', 'a'])
    expect(groupConsultations(list, 'ended').map((c) => c.id)).toEqual(['d', 'a'])
    expect(groupConsultations(list, 'open').map((c) => c.id)).toEqual(['c'])
    expect(groupConsultations(list, 'unanswered').map((c) => c.id)).toEqual(['b'])
  })

  it('keeps only requests whose window is still open', () => {
    const now = Date.parse('2026-11-22T10:01:00.000Z')
    const requests = [
      consultation({ id: 'r1', status: 'requested', expiresAt: '2026-11-22T10:02:00.000Z' }),
      consultation({ id: 'r2', status: 'requested', expiresAt: '2026-11-22T10:00:30.000Z' }),
      consultation({ id: 'r3', status: 'active' }),
    ]
    expect(liveRequests(requests, now).map((c) => c.id)).toEqual(['r1'])
  })

  it('adds, replaces and removes a request in the queue, oldest first', () => {
    const older = consultation({ id: 'o', status: 'requested', requestedAt: '2026-11-22T09:00:00.000Z' })
    const newer = consultation({ id: 'n', status: 'requested', requestedAt: '2026-11-22T10:00:00.000Z' })
    const keep = (c: ConsultationView) => c.status === 'requested'
    const queue = upsertConsultation(upsertConsultation([], newer, keep), older, keep)
    expect(queue.map((c) => c.id)).toEqual(['o', 'n'])
    expect(upsertConsultation(queue, { ...older, status: 'active' }, keep).map((c) => c.id)).toEqual(['n'])
    const unchanged = upsertConsultation(queue, consultation({ id: 'zzz', status: 'ended' }), keep)
    expect(unchanged).toBe(queue)
  })
})
