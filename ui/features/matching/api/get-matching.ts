import { queryOptions } from '@tanstack/react-query'
import { kundliQueryOptions } from '../../../components/birth/chart-query'
import type { MatchingPartner } from '../../../components/birth/matching-search'
import type { KundliRequest, Services } from '../../../services/types'
import { matchingKeys } from './keys'

/** A match never changes for the same births and language: keep it for the session. */
const MATCH_CACHE_MS = 30 * 60 * 1000

/** GET /api/matching for one query; 400 and 409 answers reach the page as the error. */
export function matchingQueryOptions(services: Pick<Services, 'calculators'>, query: Readonly<Record<string, string>>) {
  return queryOptions({
    queryKey: matchingKeys.match(query),
    queryFn: () => services.calculators.matching(query),
    staleTime: Infinity,
    gcTime: MATCH_CACHE_MS,
  })
}

/** One partner's chart request (the same key as the kundli pages use, so the cache is shared). */
export function partnerKundliRequest(partner: MatchingPartner): KundliRequest | null {
  if (!partner.date || !partner.time || partner.latitude === null || partner.longitude === null) return null
  return { date: partner.date, time: partner.time, lat: partner.latitude, lon: partner.longitude }
}

/** GET /api/kundli for a partner, to draw their chart (the kundli pages' cache key). */
export const partnerKundliQueryOptions = kundliQueryOptions
