import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Anchor, Box, Collapse, Group, Loader, SimpleGrid, Text, TextInput } from '@mantine/core'
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LocationResult } from '../../core/domain/content'
import {
  isSearchableQuery,
  LOCATION_SEARCH_DEBOUNCE_MS,
  moveActiveIndex,
  parseCoordinate,
  SUGGESTIONS_HIDE_DELAY_MS,
} from './place-picker-logic'
import { onFirstInteraction } from '../lib/first-interaction'
import { useLoadedComponent } from '../lib/use-loaded-component'

const loadSuggestions = async () => (await import('./place-suggestions')).PlaceSuggestions

/** The selection payload: display text, place name and decimal degrees (north/east positive). */
interface PlaceSelection {
  place: string
  place_name: string
  latitude: number
  longitude: number
}

/** What the picker holds: the text in the input and the coordinates that belong to it, if any. */
export interface PlaceValue {
  text: string
  latitude: number | null
  longitude: number | null
}

interface PlacePickerProps {
  label: ReactNode
  value: PlaceValue
  /** Every change: typing (coordinates cleared), choosing a suggestion, or manual coordinates. */
  onChange: (next: PlaceValue) => void
  /** Called when a suggestion is chosen, with the spec's selection payload. */
  onSelect?: (selection: PlaceSelection) => void
  /** Searches places; in the app this is ContentService.searchLocations. */
  search: (query: string) => Promise<LocationResult[]>
  error?: ReactNode
  placeholder?: string
  required?: boolean
  disabled?: boolean
  /** Accessible name prefix for the manual coordinate inputs ("Boy's", "Girl's"). */
  name?: string
}

/**
 * Birth-place search: searches from 2 characters after a 300 ms pause, shows a spinner,
 * lists suggestions (or 'No locations found...'), fills the input with the chosen place's display
 * text and closes 300 ms after the input loses focus. Keyboard: ArrowUp/Down, Home/End, Enter, Escape.
 * An "Enter coordinates manually" toggle covers places that are not in the list.
 */
export function PlacePicker({
  label,
  value,
  onChange,
  onSelect,
  search,
  error,
  placeholder,
  required,
  disabled,
  name,
}: PlacePickerProps) {
  const { t } = useLingui()
  const baseId = useId()
  const listboxId = `${baseId}-listbox`
  const optionId = (index: number) => `${baseId}-option-${index}`

  const [results, setResults] = useState<LocationResult[]>([])
  const [open, setOpen] = useState(false)
  const [loading, setLoading] = useState(false)
  const [searched, setSearched] = useState(false)
  const [active, setActive] = useState(-1)
  const [manual, setManual] = useState(false)
  const [latText, setLatText] = useState('')
  const [lonText, setLonText] = useState('')
  // The suggestions' code is fetched at the first interaction with the page (or the first focus).
  const [PlaceSuggestions, requestSuggestions] = useLoadedComponent(loadSuggestions)

  const requestId = useRef(0)
  const focused = useRef(false)
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(
    () => () => {
      clearTimeout(debounceTimer.current)
      clearTimeout(blurTimer.current)
      requestId.current += 1
    },
    [],
  )

  useEffect(() => onFirstInteraction(requestSuggestions), [requestSuggestions])

  useEffect(() => {
    if (open && active >= 0 && typeof document !== 'undefined') {
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
    }
    // optionId depends only on the stable baseId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open])

  const clearSuggestions = () => {
    requestId.current += 1
    clearTimeout(debounceTimer.current)
    setResults([])
    setSearched(false)
    setLoading(false)
    setOpen(false)
    setActive(-1)
  }

  const runSearch = async (query: string) => {
    const id = ++requestId.current
    setLoading(true)
    try {
      const found = await search(query)
      if (id !== requestId.current) return
      setResults(found)
      setSearched(true)
      setActive(-1)
      setOpen(focused.current)
    } catch (cause) {
      if (id !== requestId.current) return
      // A failed search is logged and empties the suggestions, without a message.
      console.error('Location search failed', cause)
      setResults([])
      setSearched(false)
      setOpen(false)
    } finally {
      if (id === requestId.current) setLoading(false)
    }
  }

  const handleInput = (text: string) => {
    onChange({
      text,
      latitude: manual ? value.latitude : null,
      longitude: manual ? value.longitude : null,
    })
    if (!isSearchableQuery(text)) {
      clearSuggestions()
      return
    }
    clearTimeout(debounceTimer.current)
    requestId.current += 1
    setLoading(true)
    debounceTimer.current = setTimeout(() => void runSearch(text.trim()), LOCATION_SEARCH_DEBOUNCE_MS)
  }

  const choose = (location: LocationResult) => {
    const selection: PlaceSelection = {
      place: location.display,
      place_name: location.name,
      latitude: location.latitude,
      longitude: location.longitude,
    }
    onChange({ text: location.display, latitude: location.latitude, longitude: location.longitude })
    onSelect?.(selection)
    setLatText(String(location.latitude))
    setLonText(String(location.longitude))
    setOpen(false)
    setActive(-1)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!results.length) return
        event.preventDefault()
        if (!open) setOpen(true)
        setActive((current) => moveActiveIndex(open ? current : -1, results.length, event.key as 'ArrowDown' | 'ArrowUp'))
        return
      }
      case 'Home':
      case 'End': {
        if (!open || !results.length) return
        event.preventDefault()
        setActive(moveActiveIndex(active, results.length, event.key))
        return
      }
      case 'Enter': {
        if (open && active >= 0 && results[active]) {
          event.preventDefault()
          choose(results[active])
        } else if (open && results.length === 1) {
          event.preventDefault()
          choose(results[0])
        }
        return
      }
      case 'Escape': {
        const wasOpen = open
        // A search still on its way would open the list just dismissed: drop it (typing searches again).
        if (loading) clearSuggestions()
        else if (open) {
          setOpen(false)
          setActive(-1)
        }
        if (wasOpen) {
          event.preventDefault()
          event.stopPropagation()
        }
        return
      }
    }
  }

  const handleFocus = () => {
    requestSuggestions()
    focused.current = true
    clearTimeout(blurTimer.current)
    if (isSearchableQuery(value.text) && searched && value.latitude === null) setOpen(true)
  }

  const handleBlur = () => {
    focused.current = false
    clearTimeout(blurTimer.current)
    blurTimer.current = setTimeout(() => {
      setOpen(false)
      setActive(-1)
    }, SUGGESTIONS_HIDE_DELAY_MS)
  }

  const updateManual = (nextLat: string, nextLon: string) => {
    setLatText(nextLat)
    setLonText(nextLon)
    onChange({
      text: value.text,
      latitude: parseCoordinate(nextLat, 'latitude'),
      longitude: parseCoordinate(nextLon, 'longitude'),
    })
  }

  const toggleManual = () => {
    const next = !manual
    setManual(next)
    if (next) {
      setLatText(value.latitude === null ? '' : String(value.latitude))
      setLonText(value.longitude === null ? '' : String(value.longitude))
    }
  }

  const latError = manual && latText.trim() !== '' && parseCoordinate(latText, 'latitude') === null
  const lonError = manual && lonText.trim() !== '' && parseCoordinate(lonText, 'longitude') === null
  const hasPoint = value.latitude !== null && value.longitude !== null
  const showList = open && searched && !disabled
  const who = name ? `${name} ` : ''

  const suggestions = PlaceSuggestions && (
    <PlaceSuggestions
      opened={showList}
      results={results}
      active={active}
      listboxId={listboxId}
      optionId={optionId}
      onActivate={setActive}
      onChoose={choose}
    />
  )

  return (
    <Box>
      <TextInput
        label={label}
        placeholder={placeholder ?? t`Type a city, e.g. Varanasi`}
        value={value.text}
        required={required}
        disabled={disabled}
        error={error}
        autoComplete="off"
        spellCheck={false}
        leftSection={<IconMapPin size={18} stroke={1.6} />}
        rightSection={loading ? <Loader size="xs" color="saffron" aria-label={t`Searching places`} /> : null}
        onChange={(event) => handleInput(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onBlur={handleBlur}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-haspopup="listbox"
        aria-busy={loading}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        inputContainer={(input) => (
          <div style={{ position: 'relative' }}>
            {input}
            {suggestions}
          </div>
        )}
      />

      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        {hasPoint && !manual ? (
          <Text size="xs" c="teal" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <IconCurrentLocation size={14} />
            {formatPoint(value.latitude!, value.longitude!)}
          </Text>
        ) : (
          <span />
        )}
        <Anchor
          component="button"
          type="button"
          size="xs"
          c="cosmic.7"
          onClick={toggleManual}
          aria-expanded={manual}
          disabled={disabled}
        >
          {manual ? <Trans>Hide manual coordinates</Trans> : <Trans>Enter coordinates manually</Trans>}
        </Anchor>
      </Group>

      <Collapse expanded={manual}>
        <SimpleGrid cols={2} spacing="sm" mt="xs">
          <TextInput
            size="sm"
            label={<Trans>Latitude</Trans>}
            aria-label={`${who}${t`Latitude`}`}
            placeholder="28.6139"
            inputMode="decimal"
            value={latText}
            disabled={disabled}
            error={latError ? t`Between -90 and 90` : undefined}
            onChange={(event) => updateManual(event.currentTarget.value, lonText)}
          />
          <TextInput
            size="sm"
            label={<Trans>Longitude</Trans>}
            aria-label={`${who}${t`Longitude`}`}
            placeholder="77.2090"
            inputMode="decimal"
            value={lonText}
            disabled={disabled}
            error={lonError ? t`Between -180 and 180` : undefined}
            onChange={(event) => updateManual(latText, event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={4}>
          <Trans>Decimal degrees: north and east are positive.</Trans>
        </Text>
      </Collapse>
    </Box>
  )
}

function formatPoint(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(2)}°${latitude >= 0 ? 'N' : 'S'}`
  const lon = `${Math.abs(longitude).toFixed(2)}°${longitude >= 0 ? 'E' : 'W'}`
  return `${lat}, ${lon}`
}
