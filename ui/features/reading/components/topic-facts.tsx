import { useRef, useState } from 'react'
import { Alert, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TopicFacts as Facts } from '../../../app/route-table'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { FestivalEntry } from '../../../components/festival-entry'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { YearSwitcher } from '../../../components/year-switcher'
import { formatLocalMoment, todayInZone } from '../../../components/panchang-time'
import { PlacePicker, type PlaceValue } from '../../../components/place-picker'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import { factsYear, FESTIVAL_FIRST_YEAR, FESTIVAL_LAST_YEAR, ingressesQueryOptions, NEW_DELHI, retrogradesQueryOptions, thisYear, topicFestivalsQueryOptions, type FactsPlace } from '../api/topic-queries'

const Loading = () => <Skeleton height={260} radius="md" />
const Failed = () => (
  <Alert color="red" role="alert">
    <Trans>These dates could not be loaded. Please try again.</Trans>
  </Alert>
)

/** Jupiter's or the nodes' sign changes, last year to three years ahead, the current one marked. */
function Ingresses({ planet }: { planet: 'jupiter' | 'rahu' }) {
  const services = useServices()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const result = useQuery(ingressesQueryOptions(services, planet, thisYear() - 1))
  if (result.isPending) return <Loading />
  if (result.isError) return <Failed />
  const today = todayInZone('Asia/Kolkata')
  const rows = result.data.ingresses
  const current = rows.findLastIndex((r) => r.at.slice(0, 10) <= today)
  return (
    <Table verticalSpacing={6} data-testid="topic-ingresses">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Enters</Trans>
          </Table.Th>
          <Table.Th>{planet === 'rahu' ? labels.planets.rahu : labels.planets.jupiter}</Table.Th>
          {planet === 'rahu' && <Table.Th>{labels.planets.ketu}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r, i) => (
          <Table.Tr key={r.at} fw={i === current ? 700 : undefined} bg={i === current ? 'var(--mantine-color-saffron-light)' : undefined}>
            <Table.Td>{formatLocalMoment(r.at, DISPLAY_LOCALES[language])}</Table.Td>
            <Table.Td>
              {labels.signs[r.sign - 1]}
              {r.retrograde && planet === 'jupiter' && ` (${labels.retrograde})`}
            </Table.Td>
            {planet === 'rahu' && <Table.Td>{labels.signs[((r.sign + 5) % 12) as number]}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** The year's retrograde periods of the five planets that have them. */
function Retrogrades() {
  const services = useServices()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const { i18n } = useLingui()
  const year = thisYear()
  const result = useQuery(retrogradesQueryOptions(services, year, i18n.locale))
  if (result.isPending) return <Loading />
  if (result.isError) return <Failed />
  const locale = DISPLAY_LOCALES[language]
  const runs = Object.entries(result.data.retrogrades.planets).flatMap(([planet, list]) => list.map((run) => ({ planet: planet as keyof typeof labels.planets, ...run })))
  runs.sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))
  return (
    <Table verticalSpacing={6} data-testid="topic-retrogrades">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Planet</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Turns retrograde</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Turns direct</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {runs.map((r) => (
          <Table.Tr key={`${r.planet}-${r.start ?? r.end}`}>
            <Table.Td>{labels.planets[r.planet]}</Table.Td>
            <Table.Td>{r.start ? `${formatLocalMoment(r.start, locale)}${r.startSign ? ` · ${labels.signs[r.startSign - 1]}` : ''}` : <Trans>before {year}</Trans>}</Table.Td>
            <Table.Td>{r.end ? `${formatLocalMoment(r.end, locale)}${r.endSign ? ` · ${labels.signs[r.endSign - 1]}` : ''}` : <Trans>after {year}</Trans>}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** The reader's city for the times (New Delhi until they choose). */
function PlaceChoice({ place, onChange }: { place: FactsPlace; onChange: (place: FactsPlace) => void }) {
  const { content } = useServices()
  const [value, setValue] = useState<PlaceValue>({ text: place.name, latitude: place.lat, longitude: place.lon })
  const zones = useRef(new Map<string, string>())
  return (
    <PlacePicker
      label={<Trans>Your city</Trans>}
      value={value}
      onChange={setValue}
      onSelect={(s) => onChange({ name: s.place, lat: s.latitude, lon: s.longitude, tz: zones.current.get(s.place) })}
      search={async (query) => {
        const found = await content.searchLocations(query)
        for (const location of found) if (location.timezone) zones.current.set(location.display, location.timezone)
        return found
      }}
    />
  )
}

/** The year's eclipses of one kind, this year and next, with visibility from the reader's city. */
function Eclipses({ body, place }: { body: 'sun' | 'moon'; place: FactsPlace }) {
  const services = useServices()
  const year = thisYear()
  const now = useQuery(topicFestivalsQueryOptions(services, year, place, 'eclipse'))
  const next = useQuery(topicFestivalsQueryOptions(services, year + 1, place, 'eclipse'))
  if (now.isPending || next.isPending) return <Loading />
  if (now.isError || next.isError) return <Failed />
  const list = [...now.data, ...next.data].filter((e) => e.eclipse?.body === body)
  if (!list.length)
    return (
      <Text c="dimmed">
        <Trans>No eclipse of this kind in these two years.</Trans>
      </Text>
    )
  return (
    <div data-testid="topic-eclipses">
      {list.map((e) => (
        <FestivalEntry key={`${e.id}-${e.date}`} entry={e} />
      ))}
    </div>
  )
}

/** A festival's days of the year with their muhurats at the reader's city, and links to other years. */
function Festivals({ ids, year, yearPath, place }: { ids: readonly string[]; year: number; yearPath?: string; place: FactsPlace }) {
  const services = useServices()
  const result = useQuery(topicFestivalsQueryOptions(services, year, place, 'festival'))
  if (result.isPending) return <Loading />
  if (result.isError) return <Failed />
  const list = result.data.filter((f) => ids.includes(f.id))
  return (
    <Stack gap="sm">
      {yearPath && <YearSwitcher path={yearPath} year={year} first={FESTIVAL_FIRST_YEAR} last={FESTIVAL_LAST_YEAR} />}
      <div data-testid="topic-festivals">
        {list.map((f) => (
          <FestivalEntry key={`${f.id}-${f.date}`} entry={f} />
        ))}
      </div>
    </Stack>
  )
}

/** The live box of a topic page: computed by the engine for the real sky (and the reader's city). */
export function TopicFacts({ facts, params }: { facts: Facts; params: Record<string, string> }) {
  const [place, setPlace] = useState<FactsPlace>(NEW_DELHI)
  const year = factsYear(params)
  const title =
    facts.kind === 'ingresses' ? (
      <Trans>Sign changes, from the engine</Trans>
    ) : facts.kind === 'retrogrades' ? (
      <Trans>This year's retrograde periods</Trans>
    ) : facts.kind === 'eclipses' ? (
      <Trans>Eclipses this year and next</Trans>
    ) : (
      <Trans>Dates and muhurat in {year}</Trans>
    )
  const needsPlace = facts.kind === 'eclipses' || facts.kind === 'festivals'
  return (
    <Stack gap="sm" data-testid="topic-facts">
      <Title order={2} size="h4">
        {title}
      </Title>
      {needsPlace && <PlaceChoice place={place} onChange={setPlace} />}
      {facts.kind === 'ingresses' && <Ingresses planet={facts.planet} />}
      {facts.kind === 'retrogrades' && <Retrogrades />}
      {facts.kind === 'eclipses' && <Eclipses body={facts.body} place={place} />}
      {facts.kind === 'festivals' && <Festivals ids={facts.ids} year={year} yearPath={facts.yearPath} place={place} />}
      <Text size="xs" c="dimmed">
        {needsPlace ? <Trans>Times are for {place.name}, computed from the sidereal sky (Lahiri).</Trans> : <Trans>Times are Indian Standard Time, computed from the sidereal sky (Lahiri).</Trans>}
      </Text>
    </Stack>
  )
}
