import { createEvent } from 'ics'
import type { CalendarEvent, CalendarFile } from '../../core/bookings/ports/calendar-file'

/** iCalendar files by the `ics` package: times in UTC (…Z), so every calendar shows them in its own zone. */
export class IcsCalendarFile implements CalendarFile {
  ics(event: CalendarEvent): string {
    const { error, value } = createEvent({
      uid: event.uid,
      start: event.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: event.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: event.title,
      description: event.description,
      url: event.url,
      status: 'CONFIRMED',
      organizer: event.organizer,
      attendees: event.attendees.map((a) => ({ ...a, rsvp: false, role: 'REQ-PARTICIPANT' as const })),
      productId: 'astrovedic/bookings',
    })
    if (error || !value) throw error ?? new Error('The calendar file could not be written')
    return value
  }
}
