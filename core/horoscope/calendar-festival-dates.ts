import type { FestivalDates } from './ports/festival-dates'
import type { ListFestivals } from '../panchang/list-festivals'

/** The festival calendar of New Delhi (the horoscopes are for all of India) as dates between two days. */
export class CalendarFestivalDates implements FestivalDates {
  constructor(private readonly festivals: ListFestivals) {}

  async between(from: string, to: string): Promise<Array<{ id: string; date: string }>> {
    const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])
    const found: Array<{ id: string; date: string }> = []
    for (const year of years) {
      for (const f of await this.festivals.execute({ year, category: 'festival', rise: 'hindu' }))
        // A festival that falls twice in a year carries its date in its id ('diwali-2025-10-20').
        if (f.date >= from && f.date <= to) found.push({ id: f.id.replace(/-\d{4}-\d{2}-\d{2}$/, ''), date: f.date })
    }
    return found.sort((a, b) => a.date.localeCompare(b.date))
  }
}
