/** Dates the engine answers for: 1800 to 2399. A module of its own so that forms can read it without a schema library. */
export const KUNDLI_FIRST_YEAR = 1800
export const KUNDLI_LAST_YEAR = 2399

/** How many years after the birth year a varshaphal (annual chart) may be asked for. */
export const VARSHAPHAL_SPAN_YEARS = 120

/** The varshaphal year when none is named: this calendar year (UT), brought within the birth year and the span after it. */
export function currentVarshaphalYear(birthYear: number, now: Date): number {
  return Math.min(Math.max(now.getUTCFullYear(), birthYear), birthYear + VARSHAPHAL_SPAN_YEARS)
}
