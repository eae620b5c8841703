import type { BookingPolicy, BookingRecord, BookingView } from '../domain/booking'
import { formatInZone, joinWindow } from './rules'

const MINUTE = 60_000

/** Who is looking at a booking: the customer, the astrologer's account, or an admin. */
export function roleOf(booking: BookingRecord, userId: string): 'customer' | 'astrologer' | null {
  if (booking.customerId === userId) return 'customer'
  if (booking.astrologerUserId !== null && booking.astrologerUserId === userId) return 'astrologer'
  return null
}

/** A booking as the API answers it, at `now`, for `userId` (an admin when neither party). */
export function bookingView(b: BookingRecord, userId: string, policy: BookingPolicy, now: Date): BookingView {
  const zone = b.timezone
  const window = joinWindow(b, policy)
  const booked = b.status === 'booked'
  const lead = Math.max(policy.joinWindowMinutes, ...policy.reminderMinutes, 0) * MINUTE
  return {
    id: b.id,
    astrologerId: b.astrologerId,
    astrologerName: b.astrologerName,
    astrologerSlug: b.astrologerSlug,
    customerId: b.customerId,
    customerName: b.customerName,
    role: roleOf(b, userId) ?? 'admin',
    start: formatInZone(b.start, zone),
    end: formatInZone(b.end, zone),
    timezone: zone,
    durationMinutes: b.durationMinutes,
    mode: b.mode,
    status: b.status,
    hold: { amount: b.price, state: b.holdState, captured: b.capturedPaise, released: b.releasedPaise },
    price: b.price,
    refunded: b.releasedPaise,
    joinOpensAt: formatInZone(window.start, zone),
    joinClosesAt: formatInZone(window.end, zone),
    canJoin: booked && window.start <= now && now < window.end,
    customerJoinedAt: b.customerJoinedAt ? formatInZone(b.customerJoinedAt, zone) : null,
    astrologerJoinedAt: b.astrologerJoinedAt ? formatInZone(b.astrologerJoinedAt, zone) : null,
    consultationId: b.consultationId,
    cancelledBy: b.cancelledBy,
    cancelledAt: b.cancelledAt ? formatInZone(b.cancelledAt, zone) : null,
    remindersSent: b.remindersSent.filter((m) => m > 0).sort((x, y) => y - x),
    near: booked && now < b.end && b.start.getTime() - now.getTime() <= lead,
    createdAt: b.createdAt.toISOString(),
  }
}
