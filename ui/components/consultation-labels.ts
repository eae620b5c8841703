import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ConsultationStatus, EndReason, RefundStatus } from '../../core/domain/consultation'
import type { EntryType } from '../../core/domain/wallet'

/** Labels and badge colours of consultation states, shared by the chat pages and the admin's refund queue. */
export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, MessageDescriptor> = {
  requested: msg`Waiting for astrologer`,
  active: msg`In progress`,
  ended: msg`Completed`,
  declined: msg`Declined`,
  expired: msg`Not answered`,
  cancelled: msg`Cancelled`,
}

export const CONSULTATION_STATUS_COLORS: Record<ConsultationStatus, string> = {
  requested: 'yellow',
  active: 'teal',
  ended: 'cosmic',
  declined: 'red',
  expired: 'gray',
  cancelled: 'gray',
}

export const CONSULTATION_TYPE_LABELS: Record<'chat' | 'call', MessageDescriptor> = {
  chat: msg`Chat`,
  call: msg`Call`,
}

export const END_REASON_LABELS: Record<EndReason, MessageDescriptor> = {
  customer_ended: msg`Ended by the customer`,
  astrologer_ended: msg`Ended by the astrologer`,
  insufficient_balance: msg`Ended: the wallet balance ran out`,
  customer_disconnected: msg`Ended: the customer lost the connection`,
  astrologer_disconnected: msg`Ended: the astrologer lost the connection`,
  admin_ended: msg`Ended by support`,
  call_not_connected: msg`Ended: the call could not connect (nothing was charged)`,
  booking_ended: msg`The booked time ended`,
}

export const REFUND_STATUS_LABELS: Record<RefundStatus, MessageDescriptor> = {
  requested: msg`Refund requested`,
  granted: msg`Refund granted`,
  denied: msg`Refund denied`,
}

export const REFUND_STATUS_COLORS: Record<RefundStatus, string> = {
  requested: 'yellow',
  granted: 'teal',
  denied: 'red',
}

/** What a wallet or earnings history line is. */
export const ENTRY_TYPE_LABELS: Record<EntryType, MessageDescriptor> = {
  recharge: msg`Wallet recharge`,
  bonus: msg`Recharge bonus`,
  chat_charge: msg`Chat charge`,
  astrologer_earning: msg`Chat earning`,
  platform_commission: msg`Platform commission`,
  refund: msg`Refund`,
  admin_adjustment: msg`Adjustment by support`,
  report_purchase: msg`Report purchase`,
  report_sale: msg`Report sale`,
  promotion: msg`New customer offer`,
  booking_hold: msg`Booking price held`,
  booking_release: msg`Booking hold returned`,
  booking_charge: msg`Booking charged`,
}

/** A chat's length for lists: whole minutes, at least 1 once it started (the usual duration format applies). */
export function chatMinutes(elapsedSeconds: number): number {
  if (!Number.isFinite(elapsedSeconds) || elapsedSeconds <= 0) return 0
  return Math.max(1, Math.ceil(elapsedSeconds / 60))
}
