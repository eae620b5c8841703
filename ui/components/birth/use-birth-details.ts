import { useMemo } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLanguage } from '../../i18n/language'
import { birthSearchString, parseBirthSearch, type BirthDetails } from './birth-search'

/** The birth details in the current query string. */
export function useBirthDetails(): BirthDetails {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  return useMemo(() => parseBirthSearch(new URLSearchParams(searchStr)), [searchStr])
}

/** The current query string, with its '?' (empty when none): tab links carry it along. */
export function useSearchString(): string {
  return useRouterState({ select: (s) => s.location.searchStr })
}

/**
 * Goes to an app path (no language prefix) with birth details as its query string, in the active
 * language: `/kundli` → `/hindi/kundli?name=…` on Hindi pages.
 */
export function useOpenChart(): (path: string, details: BirthDetails, options?: { replace?: boolean }) => void {
  const router = useRouter()
  const { localize } = useLanguage()
  return (path, details, options) => {
    void router.navigate({ href: localize(`${path}?${birthSearchString(details)}`), replace: options?.replace })
  }
}
