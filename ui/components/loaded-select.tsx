import { useEffect, useRef, useState } from 'react'
import { Select, type SelectProps } from '@mantine/core'
import type { TakeOverProps } from './on-demand'

/**
 * Mantine's Select taking over from the look-alike input of ./on-demand-select.tsx: open at once if the
 * look-alike was pressed while this code loaded, focused if it had the focus, with what was typed into
 * it as the search.
 */
export function LoadedSelect({ initiallyOpened, focusTrigger, select, typed }: TakeOverProps & { select: SelectProps; typed: string | null }) {
  const ref = useRef<HTMLInputElement>(null)
  const [search, setSearch] = useState(typed ?? '')
  // A Select with no value empties its search as it mounts: the typed text is kept through that.
  const settled = useRef(false)
  useEffect(() => {
    settled.current = true
    if (focusTrigger) ref.current?.focus()
  }, [focusTrigger])
  const searchProps =
    typed === null
      ? {}
      : {
          searchValue: search,
          onSearchChange: (next: string) => {
            if (settled.current) setSearch(next)
            select.onSearchChange?.(next)
          },
        }
  return <Select {...select} {...searchProps} ref={ref} defaultDropdownOpened={initiallyOpened} />
}
