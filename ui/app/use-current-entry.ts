import { useMatches } from '@tanstack/react-router'
import type { RouteEntry } from './route-table'

/** The route-table entry of the page on screen (null for an unknown path) and its parameters. */
export function useCurrentEntry(): { entry: RouteEntry | null; params: Record<string, string> } {
  const matches = useMatches()
  const notFound = matches.some((m) => (m as { _notFound?: boolean })._notFound === true || m.status === 'notFound')
  const last = matches[matches.length - 1]
  const entry = (last?.staticData as { entry?: RouteEntry } | undefined)?.entry ?? null
  return { entry: notFound ? null : entry, params: (last?.params ?? {}) as Record<string, string> }
}
