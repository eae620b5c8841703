/** The consultations feature's query keys: its own queries use them, and so does any other feature that refreshes them. */
export const consultationKeys = {
  all: ['consultations'] as const,
  lists: ['consultations', 'list'] as const,
  list: (role: string, statuses: string, limit: number) => ['consultations', 'list', role, statuses, limit] as const,
  incoming: ['consultations', 'incoming'] as const,
  one: (id: string) => ['consultations', 'one', id] as const,
  messages: (id: string) => ['consultations', 'messages', id] as const,
  astrologerMe: (lang: string) => ['astrologer-me', lang] as const,
  earnings: ['astrologer-me', 'earnings'] as const,
}

/** Booked appointments' query keys: the booking panel, the lists, the schedule and the reminder share them, so a booking or a cancel refreshes all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  slotsAll: ['bookings', 'slots'] as const,
  slots: (astrologerId: string, duration: number) => ['bookings', 'slots', astrologerId, duration] as const,
  mine: ['bookings', 'mine'] as const,
  upcoming: ['bookings', 'mine', 'upcoming'] as const,
  availability: ['bookings', 'availability'] as const,
  admin: (status: string) => ['bookings', 'admin', status] as const,
}
