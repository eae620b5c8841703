/**
 * The years the site offers in its menus and sitemap: from 2025 (the first year its year pages were
 * written for) to the current year, and from 1 October next year's too, as readers start searching for it.
 * "Current" is the date in India, where the site's readers are.
 */
const FIRST_OFFERED_YEAR = 2025
/** The month from which next year is offered (October). */
const NEXT_YEAR_FROM_MONTH = 10

/** The date in India at `now`, 'YYYY-MM-DD' (en-CA writes dates that way). */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The current year of `today` ('YYYY-MM-DD') and, from 1 October, the next one: the years the header's year menu links. */
export function menuYears(today: string): number[] {
  const year = Number(today.slice(0, 4))
  return Number(today.slice(5, 7)) >= NEXT_YEAR_FROM_MONTH ? [year, year + 1] : [year]
}

/** Every year offered on `today`: 2025 up to the last of {@link menuYears}. */
export function offeredYears(today: string): number[] {
  const years = menuYears(today)
  const last = years[years.length - 1]!
  const first = Math.min(FIRST_OFFERED_YEAR, years[0]!)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}
