/** Shared pieces of the panchang feature's query options (one factory per api/get-*.ts file; their keys are in keys.ts). */
import { keepPreviousData } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'

/** While the next date, month or place loads, the previous answer stays on screen (dimmed by the page). */
export const KEEP_PREVIOUS = keepPreviousData

/** A date-and-place answer never changes: keep it for the session (30 minutes unused). */
export const PANCHANG_CACHE_MS = 30 * 60 * 1000

/** The services the panchang queries need. */
export type PanchangServices = Pick<Services, 'panchang'>

/** The place part of a panchang request. */
export function placeQuery(place: PanchangPlace, rise: RiseConvention) {
  return { lat: place.lat, lon: place.lon, tz: place.tz, rise }
}

