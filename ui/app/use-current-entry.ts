import { useMatches } from '@tanstack/react-router'
import { lookupRoute } from './route-lookup'
import type { RouteEntry } from './route-table'

/** The route-table entry of the page a router's matches show (null when they show the not-found page), and its parameters. */
export function entryOfMatches(matches: ReadonlyArray<{ pathname: string; status?: string }>): { entry: RouteEntry | null; params: Record<string, string> } {
  const notFound = matches.some((m) => (m as { _notFound?: boolean })._notFound === true || m.status === 'notFound')
  const last = matches[matches.length - 1]
  const match = last && !notFound ? lookupRoute(last.pathname) : null
  return { entry: match?.entry ?? null, params: match?.params ?? {} }
}

/** The route-table entry of the page on screen (null for an unknown path) and its parameters. */
export function useCurrentEntry(): { entry: RouteEntry | null; params: Record<string, string> } {
  return entryOfMatches(useMatches())
}
