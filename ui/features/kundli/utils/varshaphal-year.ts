import { currentVarshaphalYear, VARSHAPHAL_SPAN_YEARS } from '../../../../core/kundli/years'

/** The annual chart's page. */
export const VARSHAPHAL_PATH = '/varshaphal'

/**
 * The year of the annual chart a /varshaphal link asks for: its `year` when it is a whole year the chart can
 * have (from the birth year to 120 years on), otherwise this calendar year brought within those years.
 */
export function varshaphalYearOf(search: URLSearchParams | Readonly<Record<string, unknown>>, birthDate: string, now: Date): number {
  const raw = search instanceof URLSearchParams ? search.get('year') : search.year
  const first = Number(birthDate.slice(0, 4))
  const last = first + VARSHAPHAL_SPAN_YEARS
  const asked = typeof raw === 'string' && /^\d{4}$/.test(raw) ? Number(raw) : typeof raw === 'number' ? raw : NaN
  if (Number.isInteger(asked) && asked >= first && asked <= last) return asked
  return currentVarshaphalYear(first, now)
}
