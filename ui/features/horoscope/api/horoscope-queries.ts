import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import { todayInZone } from '../../../components/panchang-time'
import type { Services } from '../../../services/types'

/** GET /api/horoscope/{period}/{sign}: the same key for the page and its route loader. */
export const horoscopeQueryOptions = (services: Pick<Services, 'calculators'>, period: string, sign: string, query: Record<string, string>) =>
  answerQueryOptions(`horoscope-${period}-${sign}`, query, () => services.calculators.horoscope(period, sign, query))

/** GET /api/transits for a date (today in India when none) in a language. */
export const transitsQueryOptions = (services: Pick<Services, 'calculators'>, query: Record<string, string>) =>
  answerQueryOptions('transits', query, () => services.calculators.transits(query))

/** The query of the transits page: `?date=` when it is a date, else today in India (server and browser agree). */
export function transitsQuery(search: URLSearchParams | Readonly<Record<string, unknown>>, language: string): Record<string, string> {
  const raw = search instanceof URLSearchParams ? search.get('date') : search.date
  const date = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : todayInZone('Asia/Kolkata')
  return { date, lang: language }
}

/** GET /api/zodiac-signs in a language. */
export const zodiacSignsQueryOptions = (services: Pick<Services, 'calculators'>, lang: string) =>
  answerQueryOptions('zodiac-signs', { lang }, () => services.calculators.zodiacSigns({ lang }))
