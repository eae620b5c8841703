type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function session(): KeyValue | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * A value kept in this tab's session storage for a while (what a visitor was doing when a payment round trip
 * interrupted them). Stored with the time it was saved; older than `ttlMs`, from the future, malformed or
 * refused by `accept` it reads as null. Blocked storage is not an error: the value is simply not kept.
 */
export function timedSessionValue<T extends object>(key: string, ttlMs: number, accept: (stored: Record<string, unknown>) => T | null) {
  const parse = (raw: string | null, now = Date.now()): (T & { savedAt: number }) | null => {
    if (!raw) return null
    try {
      const stored = JSON.parse(raw) as Record<string, unknown> | null
      const savedAt = stored?.savedAt
      if (!stored || typeof savedAt !== 'number' || now - savedAt > ttlMs || savedAt > now + 60_000) return null
      const value = accept(stored)
      return value ? { ...value, savedAt } : null
    } catch {
      return null
    }
  }
  return {
    parse,
    save(value: T, storage: KeyValue | null = session()): void {
      try {
        storage?.setItem(key, JSON.stringify({ ...value, savedAt: Date.now() }))
      } catch {
        /* storage blocked */
      }
    },
    read(storage: KeyValue | null = session()): (T & { savedAt: number }) | null {
      try {
        return parse(storage?.getItem(key) ?? null)
      } catch {
        return null
      }
    },
    clear(storage: KeyValue | null = session()): void {
      try {
        storage?.removeItem(key)
      } catch {
        /* ignore */
      }
    },
  }
}
