import { useCallback, useEffect, useMemo, useState } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLanguage } from '../../../i18n/language'
import {
  browserStorage,
  defaultPlace,
  panchangSearchString,
  parsePanchangSearch,
  readRememberedPlace,
  rememberPlace,
  type PanchangPlace,
  type PanchangSearch,
  type RiseConvention,
  type YearMonth,
} from '../utils/panchang-search'

/** What a page may change in its query string. */
export interface PanchangSearchPatch {
  date?: string | null
  month?: YearMonth | null
  year?: number | null
  place?: PanchangPlace | null
  rise?: RiseConvention
}

export interface PanchangSearchState extends PanchangSearch {
  /** the place the page shows: the link's, else the last one chosen, else New Delhi */
  effectivePlace: PanchangPlace
  /** true when the place came from the link (it is then kept in every link of the page) */
  placeInLink: boolean
  /** Changes the query string of the page on screen (a new history entry unless `replace`). */
  update: (patch: PanchangSearchPatch, options?: { replace?: boolean; path?: string }) => void
  /** Chooses a place: remembered for the next visit and written into the page's link. */
  choosePlace: (place: PanchangPlace) => void
  /** The query string (with '?', or empty) that carries the place and convention to another panchang page. */
  carry: (extra?: PanchangSearchPatch) => string
}

/**
 * The date, month, year, place and sunrise convention of a panchang page, from its query string
 * (ui/features/panchang/utils/panchang-search.ts), with the remembered place as the fallback.
 */
export function usePanchangSearch(): PanchangSearchState {
  const router = useRouter()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const search = useMemo(() => parsePanchangSearch(new URLSearchParams(searchStr)), [searchStr])
  // The server cannot see the remembered place: the first render uses the default (as the server did)
  // and the remembered place follows once the page is hydrated.
  const [remembered, setRemembered] = useState<PanchangPlace | null>(null)
  useEffect(() => {
    const place = readRememberedPlace(browserStorage())
    if (place) setRemembered(place)
  }, [])
  const { language } = useLanguage()
  const effectivePlace = search.place ?? remembered ?? defaultPlace(language)

  const update = useCallback(
    (patch: PanchangSearchPatch, options?: { replace?: boolean; path?: string }) => {
      const next = { ...search, ...patch }
      const query = panchangSearchString(next)
      void router.navigate({ href: `${options?.path ?? pathname}${query ? `?${query}` : ''}`, replace: options?.replace })
    },
    [router, pathname, search],
  )

  const choosePlace = useCallback(
    (place: PanchangPlace) => {
      rememberPlace(browserStorage(), place)
      setRemembered(place)
      update({ place })
    },
    [update],
  )

  const carry = useCallback(
    (extra: PanchangSearchPatch = {}) => {
      const query = panchangSearchString({ place: search.place, rise: search.rise, ...extra })
      return query ? `?${query}` : ''
    },
    [search.place, search.rise],
  )

  return { ...search, effectivePlace, placeInLink: search.place !== null, update, choosePlace, carry }
}
