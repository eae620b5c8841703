/** Dates the engine answers for: 1800 to 2399. A module of its own so that forms can read it without a schema library. */
export const KUNDLI_FIRST_YEAR = 1800
export const KUNDLI_LAST_YEAR = 2399
