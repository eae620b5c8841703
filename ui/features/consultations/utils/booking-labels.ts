import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BookingStatus, CancelledBy, HoldState } from '../../../services/booking-service'

/** Labels and badge colours of a booking's state for the customer's list and the astrologer's schedule (the admin feature keeps its own, in its catalog). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  booked: msg`Booked`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
  no_show_astrologer: msg`Astrologer did not join`,
  no_show_customer: msg`Customer did not join`,
}

export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  booked: 'teal',
  cancelled: 'gray',
  completed: 'cosmic',
  no_show_astrologer: 'red',
  no_show_customer: 'orange',
}

export const HOLD_STATE_LABELS: Record<HoldState, MessageDescriptor> = {
  held: msg`Held`,
  captured: msg`Paid`,
  released: msg`Refunded`,
  split: msg`Partly refunded`,
}

/** Who cancelled a cancelled booking; the platform cancels when an admin suspends one of the two accounts. */
export const CANCELLED_BY_LABELS: Record<CancelledBy, MessageDescriptor> = {
  customer: msg`Cancelled by the customer`,
  astrologer: msg`Cancelled by the astrologer`,
  platform: msg`Cancelled by the platform (account suspended)`,
}
