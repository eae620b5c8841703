/** One appointment to put in a calendar. Instants are UTC. */
export interface CalendarEvent {
  uid: string
  start: Date
  end: Date
  title: string
  description: string
  url: string
  organizer: { name: string; email: string }
  attendees: Array<{ name: string; email: string }>
}

/** Writes an iCalendar (RFC 5545) file of one event. */
export interface CalendarFile {
  ics(event: CalendarEvent): string
}
export const CalendarFile = Symbol('CalendarFile')
