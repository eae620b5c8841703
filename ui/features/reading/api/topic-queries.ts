import { queryOptions } from '@tanstack/react-query'
import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import { todayInZone } from '../../../components/panchang-time'
import type { Services } from '../../../services/types'
import { readingKeys } from './keys'

/** A place for the festival facts; New Delhi until the reader chooses theirs. */
export interface FactsPlace {
  name: string
  lat: number
  lon: number
  tz?: string
}
export const NEW_DELHI: FactsPlace = { name: 'New Delhi', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }

/** The years the festival calendar answers (the /topics/…-{year} routes check the same). */
export const FESTIVAL_FIRST_YEAR = 1900
export const FESTIVAL_LAST_YEAR = 2100

/** This year in India (the server and the browser agree on it). */
export const thisYear = () => Number(todayInZone('Asia/Kolkata').slice(0, 4))

/** The year a topic's facts are for: the route's `$year`, or this year. */
export function factsYear(params: Record<string, string>): number {
  return /^\d{4}$/.test(params.year ?? '') ? Number(params.year) : thisYear()
}

/** A graha's sign changes from last year to three years ahead. */
export const ingressesQueryOptions = (services: Pick<Services, 'calculators'>, planet: string, from: number) =>
  answerQueryOptions('ingresses', { planet, from: String(from), years: '4' }, () => services.calculators.ingresses({ planet, from: String(from), years: '4' }))

/** The year's retrograde runs (from GET /api/transits on 1 January of the year). */
export const retrogradesQueryOptions = (services: Pick<Services, 'calculators'>, year: number, lang: string) =>
  answerQueryOptions('transits', { date: `${year}-01-01`, lang }, () => services.calculators.transits({ date: `${year}-01-01`, lang }))

/** A year's festivals (or one category of them) at a place. */
export const topicFestivalsQueryOptions = (services: Pick<Services, 'panchang'>, year: number, place: FactsPlace, category?: string) =>
  queryOptions({
    queryKey: readingKeys.topicFestivals(year, place, category),
    queryFn: () => services.panchang.festivals({ year, category, lat: place.lat, lon: place.lon, ...(place.tz ? { tz: place.tz } : {}) }),
    staleTime: Infinity,
  })
