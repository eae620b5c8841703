import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../../core/kundli/years'
import { translateValidationMessage } from '../../i18n/validation-messages'

const first = KUNDLI_FIRST_YEAR
const last = KUNDLI_LAST_YEAR

/** The English issues GET /api/kundli answers with (core/kundli/request.ts), translated. */
const REQUEST_MESSAGES: Record<string, MessageDescriptor> = {
  [`Date must be between ${first} and ${last}`]: msg`Charts can be cast for dates from ${first} to ${last}.`,
  'Date must be YYYY-MM-DD': msg`The birth date is not a valid date.`,
  'Time must be HH:MM or HH:MM:SS (24-hour)': msg`The birth time is not a valid time.`,
  'Latitude must be between -90 and 90': msg`The latitude must be between -90 and 90.`,
  'Longitude must be between -180 and 180': msg`The longitude must be between -180 and 180.`,
  'Unknown time zone': msg`The time zone is not known. Leave it empty to find it from the place.`,
}

/** A server issue of the chart request in the page's language (unknown ones as they came). */
export function translateRequestIssue(i18n: I18n, message: string): string {
  const descriptor = REQUEST_MESSAGES[message]
  return descriptor ? i18n._(descriptor) : translateValidationMessage(i18n, message)
}
