/** The year /year-2025/numerology was written for; `?year=` shows any other. */
export const NUMEROLOGY_PAGE_YEAR = 2025
