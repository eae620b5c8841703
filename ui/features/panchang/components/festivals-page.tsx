import { useEffect, useMemo, useState } from 'react'
import { Badge, Button, Chip, Group, Stack, Text } from '@mantine/core'
import { IconClockHour4, IconEyeOff, IconMoonStars, IconSun } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouter, useRouterState } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { stripLanguagePrefix } from '../../../../core/rules/language'
import type { RouteEntry } from '../../../app/route-table'
import { SITE_NAME } from '../../../components/layout/brand'
import { formatClockOnDay, formatLongDay, formatSpanOnDay, todayInZone } from '../../../components/panchang-time'
import { usePanchangLabels } from '../../../components/use-panchang-labels'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import type { FestivalJson } from '../../../services/panchang-service'
import { festivalsQueryOptions } from '../api/get-festivals'
import { usePanchangSearch } from '../hooks/use-panchang-search'
import { FESTIVAL_FIRST_YEAR, FESTIVAL_LAST_YEAR, festivalYearOfPath, festivalYearPath, groupByMonth, isFestivalYear } from '../utils/calendar'
import { festivalName } from '../utils/festival-names'
import { weekdayOf } from '../utils/panchang-search'
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

function FestivalEntry({ entry }: { entry: FestivalJson }) {
  const p = usePanchangLabels()
  const { language } = useLanguage()
  const locale = useDisplayLocale()
  const major = entry.category === 'festival'
  const muhurat = entry.muhurat ? formatSpanOnDay(entry.muhurat, entry.date, locale) : ''
  const windows = entry.windows.filter((w) => w.name !== 'sutak' || entry.eclipse?.visible)
  return (
    <div className={classes.festival} data-testid="festival-entry" data-id={entry.id} data-date={entry.date} data-category={entry.category}>
      <div className={classes.dateBox} data-major={major}>
        <div className={classes.dateDay}>{Number(entry.date.slice(8))}</div>
        <div className={classes.dateWeekday}>{p.varaShort[weekdayOf(entry.date)]}</div>
      </div>
      <Stack gap={3} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} fz={major ? 'md' : 'sm'} c={major ? undefined : 'cosmic.8'} data-testid="festival-name">
            {festivalName(entry, language)}
          </Text>
          {entry.eclipse &&
            (entry.eclipse.visible ? (
              <Badge size="xs" color="grape" variant="light" leftSection={entry.eclipse.body === 'sun' ? <IconSun size={10} /> : <IconMoonStars size={10} />}>
                <Trans>Visible here</Trans>
              </Badge>
            ) : (
              <Badge size="xs" color="gray" variant="light" leftSection={<IconEyeOff size={10} />}>
                <Trans>Not visible here</Trans>
              </Badge>
            ))}
        </Group>
        <Text size="xs" c="dimmed" data-testid="festival-date">
          {formatLongDay(entry.date, locale)}
          {entry.tithi && (
            <>
              {' · '}
              {p.tithiWithPaksha(entry.tithi.index)}
              {entry.masa && ` · ${p.masa(entry.masa.purnimanta, entry.masa.adhika)}`}
            </>
          )}
        </Text>
        {entry.tithi && major && (
          <Text size="xs" c="dimmed">
            {p.terms.tithi}: {formatSpanOnDay(entry.tithi, entry.date, locale)}
          </Text>
        )}
        {muhurat && (
          <Group gap={6} wrap="nowrap" data-testid="festival-muhurat">
            <IconClockHour4 size={14} color="var(--mantine-color-saffron-7)" style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" fw={600}>
              {entry.category === 'eclipse' ? <Trans>Eclipse:</Trans> : <Trans>Muhurat:</Trans>} {muhurat}
            </Text>
          </Group>
        )}
        {windows.length > 0 && (major || entry.category === 'eclipse' || entry.category === 'ekadashi') && (
          <Group gap={6} wrap="wrap">
            {windows.map((w) => (
              <Badge key={`${w.name}-${w.start}`} size="sm" variant="outline" color={w.name === 'bhadra' || w.name === 'sutak' ? 'red' : 'gray'} tt="none" fw={500}>
                {p.kalaName(w.name)}: {w.start === w.end ? formatClockOnDay(w.start, entry.date, locale) : formatSpanOnDay(w, entry.date, locale)}
              </Badge>
            ))}
          </Group>
        )}
        {language === 'en' && entry.note && major && (
          <Text size="xs" c="dimmed" fs="italic">
            {entry.note}
          </Text>
        )}
      </Stack>
    </div>
  )
}

/**
 * /hindu-festivals, /year-2025/festivals and /year-{YYYY}/festivals (with /festivals-{YYYY} sending
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
  const chosenYear = search.year !== null && isFestivalYear(search.year) ? search.year : null
  const year = routeYear ?? chosenYear ?? Number(today.slice(0, 4))
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
  // Year routes share one table entry: name the year in the document title.
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`
  }, [title, i18n.locale, pathname])

  const shown = useMemo(() => (entries ?? []).filter((e) => categories.includes(e.category)), [entries, categories])
  const months = groupByMonth(shown)
  const names = monthNames(locale)

  return (
    <PanchangLayout entry={entry} search={search} title={title} subtitle={i18n._(entry.description)}>
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
