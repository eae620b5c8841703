import { queryOptions } from '@tanstack/react-query'
import { kundliRequestOf, type BirthDetails } from './birth-search'

/**
 * The query a birth calculator takes (docs/calculators.md: `date, time, lat, lon[, tz][, offsetMinutes]
 * [, disambiguation]`, plus `lang`), from birth details; null when they cannot give a chart yet.
 */
export function birthApiQuery(details: BirthDetails, language: string): Record<string, string> | null {
  const request = kundliRequestOf(details)
  if (!request) return null
  const query: Record<string, string> = { date: request.date, time: request.time, lat: String(request.lat), lon: String(request.lon), lang: language }
  if (request.tz) query.tz = request.tz
  if (request.offsetMinutes !== undefined) query.offsetMinutes = String(request.offsetMinutes)
  if (request.disambiguation) query.disambiguation = request.disambiguation
  return query
}

/** A query as a stable cache key: its entries sorted by name. */
export function queryKeyOf(query: Readonly<Record<string, string>>): ReadonlyArray<readonly [string, string]> {
  return Object.entries(query).sort(([a], [b]) => a.localeCompare(b))
}

/** A birth's answer never changes for the same query: keep it for the session. */
const ANSWER_CACHE_MS = 30 * 60 * 1000

/** Query options for one calculator's answer: keyed by the calculator and its sorted query. */
export function answerQueryOptions<T>(kind: string, query: Readonly<Record<string, string>>, fetch: () => Promise<T>) {
  return queryOptions({
    queryKey: ['calculator', kind, queryKeyOf(query)] as const,
    queryFn: fetch,
    staleTime: Infinity,
    gcTime: ANSWER_CACHE_MS,
  })
}

export type AnswerQueryOptions<T> = ReturnType<typeof answerQueryOptions<T>>
