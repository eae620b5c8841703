import { useEffect, useMemo, useState } from 'react'
import { Button, Chip, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouter, useRouterState } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { stripLanguagePrefix } from '../../../../core/shared/language'
import type { RouteEntry } from '../../../app/route-table'
import { SITE_NAME } from '../../../components/layout/brand'
import { todayInZone } from '../../../components/panchang-time'
import { useServices } from '../../../services/services-context'
import type { FestivalJson } from '../../../services/panchang-service'
import { festivalsQueryOptions } from '../api/get-festivals'
import { usePanchangSearch } from '../hooks/use-panchang-search'
import { FESTIVAL_FIRST_YEAR, FESTIVAL_LAST_YEAR, festivalPageYear, festivalYearOfPath, festivalYearPath, groupByMonth } from '../utils/calendar'
import { FestivalEntry } from '../../../components/festival-entry'
import { useDisplayLocale } from './day-sections'
import { ControlsCard, monthNames, YearControl } from './panchang-controls'
import { PanchangError, PanchangLayout, PanchangSkeleton, SectionCard } from './panchang-shell'
import classes from './panchang.module.css'

type Category = FestivalJson['category']

const CATEGORIES: ReadonlyArray<{ id: Category; label: MessageDescriptor }> = [
  { id: 'festival', label: msg`Festivals` },
  { id: 'ekadashi', label: msg`Ekadashi` },
  { id: 'purnima', label: msg`Purnima` },
  { id: 'amavasya', label: msg`Amavasya` },
  { id: 'sankashti', label: msg`Sankashti Chaturthi` },
  { id: 'pradosh', label: msg`Pradosh Vrat` },
  { id: 'shivaratri', label: msg`Masik Shivaratri` },
  { id: 'sankranti', label: msg`Sankranti` },
  { id: 'eclipse', label: msg`Eclipses` },
]

/**
 * /hindu-festivals and /year-{YYYY}/festivals (with /festivals-{YYYY} sending
 * there): a year's festival calendar at a place, month by month, with each festival's date, tithi and
 * muhurat, a city picker, a year switcher and a filter by kind.
 */
export function FestivalsPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  const search = usePanchangSearch()
  const router = useRouter()
  const { i18n, t } = useLingui()
  const locale = useDisplayLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const params = useParams({ strict: false }) as Record<string, string | undefined>
  const place = search.effectivePlace
  const today = todayInZone(place.tz)
  const routeYear = festivalYearOfPath(stripLanguagePrefix(pathname), params)
  const year = festivalPageYear(routeYear, search.year, today)
  const query = useQuery(festivalsQueryOptions(services, year, place, search.rise))
  const [categories, setCategories] = useState<string[]>(() => CATEGORIES.map((c) => c.id))
  const entries = query.data
  const answerYear = entries?.[0]?.date.slice(0, 4)

  const changeYear = (next: number) => {
    if (routeYear !== null) {
      const base = pathname.slice(0, pathname.length - stripLanguagePrefix(pathname).length)
      void router.navigate({ href: `${base}${festivalYearPath(next)}${search.carry()}` })
    } else {
      search.update({ year: next })
    }
  }

  const title = t`Hindu Festivals ${year}`
  // /hindu-festivals names the year it shows (`?year=`) in the document title; a year route's head names its own.
  useEffect(() => {
    if (routeYear === null) document.title = `${title} | ${SITE_NAME}`
  }, [title, i18n.locale, pathname, routeYear])

  const shown = useMemo(() => (entries ?? []).filter((e) => categories.includes(e.category)), [entries, categories])
  const months = groupByMonth(shown)
  const names = monthNames(locale)

  return (
    <PanchangLayout entry={entry} search={search} title={title} subtitle={i18n._({ ...entry.description, values: { year } })}>
      <ControlsCard search={search} when={<YearControl value={year} first={FESTIVAL_FIRST_YEAR} last={FESTIVAL_LAST_YEAR} onChange={changeYear} />} />
      <Chip.Group multiple value={categories} onChange={setCategories}>
        <Group gap="xs" wrap="wrap" className={classes.noPrint} data-testid="festival-filters">
          {CATEGORIES.map((c) => (
            <Chip key={c.id} value={c.id} size="sm" color="saffron" variant="light">
              {i18n._(c.label)}
            </Chip>
          ))}
          <Button variant="subtle" size="compact-sm" onClick={() => setCategories(categories.length === CATEGORIES.length ? ['festival'] : CATEGORIES.map((c) => c.id))}>
            {categories.length === CATEGORIES.length ? <Trans>Major festivals only</Trans> : <Trans>Show all</Trans>}
          </Button>
        </Group>
      </Chip.Group>
      {query.isError && !entries ? (
        <PanchangError error={query.error} />
      ) : !entries ? (
        <PanchangSkeleton cards={3} />
      ) : (
        <Stack gap="lg" className={query.isPlaceholderData ? classes.dimmed : undefined} data-testid="festival-calendar" data-year={answerYear}>
          <Group gap={6} wrap="wrap" className={`${classes.monthJump} ${classes.noPrint}`} aria-label={t`Jump to month`} component="nav">
            {months.map((m) => (
              <Button key={m.month} component="a" href={`#festivals-${m.month}`} size="compact-xs" variant="light" color="cosmic" radius="xl">
                {monthNames(locale, 'short')[m.month - 1]}
              </Button>
            ))}
            <Text size="xs" c="dimmed" ml="auto">
              <Plural value={shown.length} one="# entry" other="# entries" />
            </Text>
          </Group>
          {months.map((m) => (
            <section key={m.month} id={`festivals-${m.month}`} aria-labelledby={`festivals-${m.month}-title`} style={{ scrollMarginTop: 64 }}>
              <SectionCard title={<span id={`festivals-${m.month}-title`}>{`${names[m.month - 1]} ${year}`}</span>} testId="festival-month">
                <Stack gap={0}>
                  {m.entries.map((e) => (
                    <FestivalEntry key={e.id} entry={e} />
                  ))}
                </Stack>
              </SectionCard>
            </section>
          ))}
          {months.length === 0 && (
            <Text c="dimmed">
              <Trans>Nothing to show: choose at least one kind of day above.</Trans>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <Trans>
              Dates follow the North Indian (purnimanta) tradition for the chosen place: a festival's tithi must prevail at the time of day its rules name
              (sunrise, midday, afternoon, pradosh, midnight or moonrise), so a date can differ by a day between cities.
            </Trans>
          </Text>
        </Stack>
      )}
    </PanchangLayout>
  )
}
