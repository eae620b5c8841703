import { useCallback, useEffect, useState } from 'react'
import { EMPTY_BIRTH_DETAILS, type BirthDetails } from './birth-search'

/** Where /birth-details keeps the details in this browser (spec: "enter birth details once"). */
const SAVED_BIRTH_KEY = 'birthDetails'

function read(): BirthDetails | null {
  try {
    const raw = window.localStorage.getItem(SAVED_BIRTH_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<BirthDetails>
    if (typeof value.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.date)) return null
    if (typeof value.latitude !== 'number' || typeof value.longitude !== 'number') return null
    return { ...EMPTY_BIRTH_DETAILS, ...value, disambiguation: null }
  } catch {
    return null
  }
}

/**
 * The birth details saved in this browser. Read after hydration (the server cannot see them, and the
 * first render must match its HTML); `save` and `clear` update every form on the page.
 */
export function useSavedBirthDetails(): { saved: BirthDetails | null; save: (details: BirthDetails) => void; clear: () => void } {
  const [saved, setSaved] = useState<BirthDetails | null>(null)
  useEffect(() => {
    setSaved(read())
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAVED_BIRTH_KEY) setSaved(read())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  const save = useCallback((details: BirthDetails) => {
    try {
      window.localStorage.setItem(SAVED_BIRTH_KEY, JSON.stringify({ ...details, disambiguation: null }))
    } catch {
      // Private mode or a full store: the details still work for this page through its URL.
    }
    setSaved(details)
  }, [])
  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(SAVED_BIRTH_KEY)
    } catch {
      // nothing kept, nothing to remove
    }
    setSaved(null)
  }, [])
  return { saved, save, clear }
}
