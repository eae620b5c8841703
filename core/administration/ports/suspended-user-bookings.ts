/**
 * What suspending an account does to its bookings (docs/bookings.md): each one still booked and not yet
 * started is cancelled by the platform, its whole hold released to the customer, the other party told.
 */
export interface SuspendedUserBookings {
  /** cancels the user's upcoming bookings (as customer or astrologer); answers how many */
  cancelUpcoming(userId: string): Promise<number>
}
export const SuspendedUserBookings = Symbol('SuspendedUserBookings')
