import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { SITE_NAME } from '../../../components/layout/brand'
import { LocalLink } from '../../../components/local-link'
import { formatLocalClock, parseLocalInstant, todayInZone } from '../../../components/panchang-time'
import { usePanchangLabels } from '../../../components/use-panchang-labels'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import type { PanchangMonth } from '../../../services/panchang-service'
import { panchangMonthQueryOptions } from '../api/get-panchang-month'
import { usePanchangSearch, type PanchangSearchState } from '../hooks/use-panchang-search'
import { cellFestivals, dayMarks, monthGrid } from '../utils/calendar'
import { festivalName } from '../../../components/festival-names'
import { weekdayOf } from '../utils/panchang-search'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import type { PanchangLabels } from '../../../components/panchang-labels'
import { monthHeadline } from '../utils/regional-reckoning'
import { useDisplayLocale } from './day-sections'
import { ControlsCard, MonthControl, monthNames } from './panchang-controls'
import { PanchangError, PanchangLayout, PanchangSkeleton } from './panchang-shell'
import classes from './panchang.module.css'

type MonthDay = PanchangMonth['days'][number]

/** A time in a small cell: '3:45 PM' ('సా. 3:45'), with '+1' when it falls on the next civil date. */
function cellClock(iso: string, date: string, locale: string): string {
  const t = parseLocalInstant(iso)
  if (!t) return ''
  const clock = formatLocalClock(iso, locale, true)
  return t.date === date ? clock : `${clock} +1`
}

/** The Tamil solar date of a day as a Tamil calendar's cell prints it: the month's name on its first day (and the month's first cell), else the day. */
function solarCellLabel(day: MonthDay, p: PanchangLabels, first: boolean): string {
  return day.solar.day === 1 || first ? `${p.solarMonth(day.solar.month)} ${day.solar.day}` : String(day.solar.day)
}

function Marks({ day }: { day: MonthDay }) {
  const p = usePanchangLabels()
  const marks = dayMarks(day.festivals)
  return (
    <span className={classes.marks}>
      {marks.ekadashi && (
        <span className={`${classes.mark} ${classes.markEkadashi}`} title={p.terms.ekadashi} data-mark="ekadashi">
          11
        </span>
      )}
      {marks.purnima && (
        <span className={`${classes.mark} ${classes.markPurnima}`} title={p.terms.purnima} data-mark="purnima">
          ○
        </span>
      )}
      {marks.amavasya && (
        <span className={`${classes.mark} ${classes.markAmavasya}`} title={p.terms.amavasya} data-mark="amavasya">
          ●
        </span>
      )}
    </span>
  )
}

/** The festivals of a day in its language. */
function useFestivalNames() {
  const { language } = useLanguage()
  return (f: { id: string; name: string }) => festivalName(f, language)
}

function DayCell({ day, today, search }: { day: MonthDay; today: string; search: PanchangSearchState }) {
  const p = usePanchangLabels()
  const { t } = useLingui()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const name = useFestivalNames()
  const tithi = day.tithi[0]
  const nakshatra = day.nakshatra[0]
  const { shown, more } = cellFestivals(day.festivals, 2)
  const sunday = day.vara.index === 0
  const tithiEnd = cellClock(tithi.end, day.date, locale)
  const nakEnd = cellClock(nakshatra.end, day.date, locale)
  return (
    <LocalLink
      to={`/panchang${search.carry({ date: day.date })}`}
      className={classes.cell}
      data-today={day.date === today}
      data-festival={day.festivals.some((f) => f.category === 'festival')}
      data-testid="month-cell"
      data-date={day.date}
      aria-label={`${day.date}: ${p.tithiWithPaksha(tithi.index)}, ${p.nakshatra(nakshatra.index)}`}
    >
      <div className={classes.cellHead}>
        <span className={classes.cellDay} data-sunday={sunday}>
          {Number(day.date.slice(8))}
        </span>
        {language === 'ta' && (
          <Text span size="xs" c="dimmed" data-testid="cell-solar">
            {solarCellLabel(day, p, day.date.endsWith('-01'))}
          </Text>
        )}
        <Marks day={day} />
      </div>
      <div className={`${classes.cellLine} ${classes.cellTithi}`} title={t`${p.tithiWithPaksha(tithi.index)} until ${tithiEnd}`}>
        {p.tithiWithPaksha(tithi.index)}
      </div>
      <div className={classes.cellSun}>→ {tithiEnd}</div>
      <div className={classes.cellLine} title={t`${p.nakshatra(nakshatra.index)} until ${nakEnd}`}>
        {p.nakshatra(nakshatra.index)} <span className={classes.cellTime}>{nakEnd}</span>
      </div>
      <div className={classes.cellSun}>
        ☀ {formatLocalClock(day.sunrise, locale, true)} · {formatLocalClock(day.sunset, locale, true)}
      </div>
      {shown.map((f) => (
        <div key={f.id} className={classes.cellFestival} data-major={f.category === 'festival'} data-testid="cell-festival">
          {name(f)}
        </div>
      ))}
      {more > 0 && <div className={classes.cellSun}>+{more}</div>}
    </LocalLink>
  )
}

function MonthGrid({ month, today, search }: { month: PanchangMonth; today: string; search: PanchangSearchState }) {
  const p = usePanchangLabels()
  const weeks = monthGrid(month.year, month.month)
  const byDate = new Map(month.days.map((d) => [d.date, d]))
  return (
    <div className={classes.calendar} data-weeks={weeks.length} data-testid="month-grid">
      {p.varaShort.map((label, i) => (
        <div key={label} className={classes.weekday} data-sunday={i === 0} aria-hidden>
          {label}
        </div>
      ))}
      {weeks.flat().map((date, i) => {
        const day = date ? byDate.get(date) : undefined
        return day ? <DayCell key={date} day={day} today={today} search={search} /> : <div key={`blank-${i}`} className={classes.blank} aria-hidden />
      })}
    </div>
  )
}

/** The month as a list (phones): one row per day. */
function MonthList({ month, today, search }: { month: PanchangMonth; today: string; search: PanchangSearchState }) {
  const p = usePanchangLabels()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const name = useFestivalNames()
  return (
    <div className={classes.monthList} data-testid="month-list">
      {month.days.map((day) => {
        const tithi = day.tithi[0]
        const nakshatra = day.nakshatra[0]
        return (
          <LocalLink key={day.date} to={`/panchang${search.carry({ date: day.date })}`} className={classes.listDay} data-today={day.date === today}>
            <div className={classes.dateBox} data-major={day.festivals.some((f) => f.category === 'festival')}>
              <div className={classes.dateDay}>{Number(day.date.slice(8))}</div>
              <div className={classes.dateWeekday}>{p.varaShort[weekdayOf(day.date)]}</div>
            </div>
            <div style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text fw={700} size="sm">
                  {p.tithiWithPaksha(tithi.index)}
                </Text>
                <Text size="xs" c="dimmed">
                  {cellClock(tithi.end, day.date, locale)}
                </Text>
                <Marks day={day} />
              </Group>
              <Text size="xs">
                {p.nakshatra(nakshatra.index)} · {cellClock(nakshatra.end, day.date, locale)}
              </Text>
              {language === 'ta' && (
                <Text size="xs" c="dimmed">
                  {p.solarMonth(day.solar.month)} {day.solar.day}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                ☀ {formatLocalClock(day.sunrise, locale, true)} · {formatLocalClock(day.sunset, locale, true)}
              </Text>
              {day.festivals.map((f) => (
                <Text key={f.id} size="xs" fw={600} c={f.category === 'festival' ? 'red.8' : 'saffron.9'}>
                  {name(f)}
                </Text>
              ))}
            </div>
          </LocalLink>
        )
      })}
    </div>
  )
}

function Legend() {
  const p = usePanchangLabels()
  return (
    <Group gap="md" wrap="wrap" fz="xs" c="dimmed" data-testid="month-legend">
      <Group gap={4}>
        <span className={`${classes.mark} ${classes.markEkadashi}`}>11</span> {p.terms.ekadashi}
      </Group>
      <Group gap={4}>
        <span className={`${classes.mark} ${classes.markPurnima}`}>○</span> {p.terms.purnima}
      </Group>
      <Group gap={4}>
        <span className={`${classes.mark} ${classes.markAmavasya}`}>●</span> {p.terms.amavasya}
      </Group>
      <Text span size="xs">
        <Trans>Tithi and nakshatra at sunrise with their end time (+1: after midnight); ☀ sunrise · sunset.</Trans>
      </Text>
    </Group>
  )
}

/**
 * /panchang/month: a wall calendar of a Gregorian month at a place — each day's tithi and nakshatra at
 * sunrise with their ends, sunrise and sunset, festivals and the Ekadashi, Purnima and Amavasya marks —
 * that prints on one A4 landscape page.
 */
export function PanchangMonthPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  const search = usePanchangSearch()
  const p = usePanchangLabels()
  const { t } = useLingui()
  const { language } = useLanguage()
  const locale = useDisplayLocale()
  const place = search.effectivePlace
  const today = todayInZone(place.tz)
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }
  const value = search.month ?? current
  const query = useQuery(panchangMonthQueryOptions(services, value.year, value.month, place, search.rise))
  const month = query.data
  const title = month ? `${monthNames(locale)[month.month - 1]} ${month.year}` : ''

  return (
    <PanchangLayout entry={entry} search={search}>
      <ControlsCard search={search} when={<MonthControl value={value} current={current} onChange={(next) => search.update({ month: next, date: null })} />} />
      {query.isError && !month ? (
        <PanchangError error={query.error} />
      ) : !month ? (
        <PanchangSkeleton cards={2} />
      ) : (
        <Card
          withBorder
          radius="lg"
          padding="lg"
          shadow="sm"
          className={`${classes.wallCalendar} ${query.isPlaceholderData ? classes.dimmed : ''}`}
          data-testid="wall-calendar"
          data-month={`${month.year}-${String(month.month).padStart(2, '0')}`}
        >
          <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Title order={2} size="h2" data-testid="month-title">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {monthHeadline(language, p, month, (name) => t`${name} year`)}
              </Text>
              <Text size="xs" c="dimmed">
                {place.name} · {month.place.tz}
              </Text>
            </Stack>
            <Group gap="xs" className={classes.noPrint}>
              <Badge variant="light" color="saffron">
                <Plural value={month.days.filter((d) => d.festivals.some((f) => f.category === 'festival')).length} one="# festival day" other="# festival days" />
              </Badge>
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-testid="print-month">
                <Trans>Print</Trans>
              </Button>
            </Group>
          </Group>
          <MonthGrid month={month} today={today} search={search} />
          <MonthList month={month} today={today} search={search} />
          <Group justify="space-between" mt="sm" gap="xs" wrap="wrap">
            <Legend />
            <Text size="xs" c="dimmed" className={classes.printOnly}>
              {SITE_NAME}
            </Text>
          </Group>
        </Card>
      )}
    </PanchangLayout>
  )
}
