import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../kundli/years'

/** The English messages of the numerology requests (the UI translates them by their text). */
export const numerologyMessages = {
  dateFormat: 'Date must be YYYY-MM-DD',
  realDate: 'Date must be a real calendar date',
  dateRange: `Date must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`,
  nameShort: 'Name must be at least 2 characters',
  nameLong: 'Name must be at most 100 characters',
  nameLetters: 'Name must contain letters A–Z (write it in English letters)',
} as const
