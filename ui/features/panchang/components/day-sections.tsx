import type { ReactNode } from 'react'
import { Badge, Card, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMoon, IconMoonStars, IconSunrise, IconSunset } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { GrahaId } from '../../../../core/jyotish/zodiac'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { formatClockOnDay, formatLocalClock, formatLongDay, formatSpanOnDay, isNowWithin } from '../../../components/panchang-time'
import { usePanchangLabels } from '../../../components/use-panchang-labels'
import { useLanguage } from '../../../i18n/language'
import type { PanchangJson } from '../../../services/panchang-service'
import { currentPeriodIndex } from '../utils/calendar'
import { MONTH_RECKONING } from '../../../components/month-reckoning'
import { dayMonthHeading } from '../utils/regional-reckoning'
import { Fact, SectionCard } from './panchang-shell'
import classes from './panchang.module.css'

type Span = { start: string; end: string }

/** The display locale of the active language, for dates. */
export function useDisplayLocale(): string {
  const { language } = useLanguage()
  return DISPLAY_LOCALES[language]
}

/** Planet glyphs for the hora tables. */
export const PLANET_GLYPHS: Record<string, string> = { sun: '☉', moon: '☽', mars: '♂', mercury: '☿', jupiter: '♃', venus: '♀', saturn: '♄' }

/** The date, vara, paksha and month of the day, as the page's heading card. */
export function DayHeadline({ day, aside }: { day: PanchangJson; aside?: ReactNode }) {
  const p = usePanchangLabels()
  const { t } = useLingui()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const months = dayMonthHeading(language, p, day, (name) => t`${name} year`)
  // Tamil calendars lead with the solar date; the others with the weekday and paksha
  const parts = MONTH_RECKONING[language] === 'tamil-solar' ? [...months, p.vara(day.vara.index), p.pakshaFull[day.paksha]] : [p.vara(day.vara.index), p.pakshaFull[day.paksha], ...months]
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" className={classes.headline} data-testid="day-headline">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <div>
          <Title order={2} size="h2" data-testid="day-date">
            {formatLongDay(day.date, locale)}
          </Title>
          <Text c="dimmed" mt={4} data-testid="day-summary">
            {parts.join(' · ')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="day-at-sunrise">
            <Trans>At sunrise:</Trans> {p.tithiWithPaksha(day.tithi[0].index)} · {p.nakshatra(day.nakshatra[0].index)} · {p.yoga(day.yoga[0].index)} ·{' '}
            {p.karana(day.karana[0].index)}
          </Text>
        </div>
        {aside}
      </Group>
    </Card>
  )
}

/** Sunrise, sunset, moonrise and moonset on the place's clock. */
export function SunMoonTiles({ day }: { day: PanchangJson }) {
  const p = usePanchangLabels()
  const locale = useDisplayLocale()
  const tiles = [
    { key: 'sunrise', label: p.kala.sunrise, value: day.sunrise, icon: <IconSunrise size={22} />, sun: true },
    { key: 'sunset', label: p.kala.sunset, value: day.sunset, icon: <IconSunset size={22} />, sun: true },
    { key: 'moonrise', label: p.kala.moonrise, value: day.moonrise, icon: <IconMoonStars size={22} />, sun: false },
    { key: 'moonset', label: p.kala.moonset, value: day.moonset, icon: <IconMoon size={22} />, sun: false },
  ]
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="sun-moon">
      {tiles.map((tile) => (
        <div key={tile.key} className={`${classes.tile} ${tile.sun ? classes.tileSun : classes.tileMoon}`} data-testid={tile.key}>
          <ThemeIcon size={40} radius="xl" variant="light" color={tile.sun ? 'saffron' : 'cosmic'} aria-hidden>
            {tile.icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600}>
              {tile.label}
            </Text>
            <Text className={classes.tileValue} data-testid={`${tile.key}-time`}>
              {tile.value ? formatClockOnDay(tile.value, day.date, locale) : <Trans>None this day</Trans>}
            </Text>
          </div>
        </div>
      ))}
    </SimpleGrid>
  )
}

/** One element of a limb with its start → end on the place's clock. */
function LimbElement({ name, span, day, kshaya, note }: { name: ReactNode; span: Span; day: string; kshaya?: boolean; note?: ReactNode }) {
  const locale = useDisplayLocale()
  return (
    <div className={classes.limbElement} data-testid="limb-element">
      <span>
        <span className={classes.limbName}>{name}</span>
        {note && (
          <Text span size="xs" c="dimmed" ml={6}>
            {note}
          </Text>
        )}
        {kshaya && (
          <Badge size="xs" color="grape" variant="light" ml={6}>
            <Trans>kshaya</Trans>
          </Badge>
        )}
      </span>
      <span className={classes.limbTimes}>
        {formatClockOnDay(span.start, day, locale)} → <b>{formatClockOnDay(span.end, day, locale)}</b>
      </span>
    </div>
  )
}

function LimbRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className={classes.limbRow} data-testid={testId}>
      <Text fw={600} c="cosmic.7" size="sm">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  )
}

/**
 * The five limbs of the day (vara, tithi with its paksha, nakshatra, yoga, karana): every element
 * overlapping sunrise → next sunrise, each with its start and end.
 */
export function LimbsCard({ day }: { day: PanchangJson }) {
  const p = usePanchangLabels()
  const j = useJyotishLabels()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  return (
    <SectionCard
      title={<Trans>Panchang of the day</Trans>}
      testId="limbs"
      aside={
        <Text size="xs" c="dimmed">
          <Trans>
            Sunrise {formatLocalClock(day.sunrise, locale)} to next sunrise {formatLocalClock(day.nextSunrise, locale)}
          </Trans>
        </Text>
      }
    >
      <LimbRow label={p.terms.vara} testId="limb-vara">
        <div className={classes.limbElement}>
          <span className={classes.limbName}>
            {p.vara(day.vara.index)}
            {language === 'en' && (
              <Text span size="xs" c="dimmed" ml={6}>
                {day.vara.name}
              </Text>
            )}
          </span>
          <span className={classes.limbTimes}>{j.planet(day.vara.lord)}</span>
        </div>
      </LimbRow>
      <LimbRow label={p.terms.tithi} testId="limb-tithi">
        {day.tithi.map((t) => (
          <LimbElement key={`${t.index}-${t.start}`} name={p.tithiWithPaksha(t.index)} span={t} day={day.date} kshaya={t.kshaya} />
        ))}
      </LimbRow>
      <LimbRow label={p.terms.nakshatra} testId="limb-nakshatra">
        {day.nakshatra.map((n) => (
          <LimbElement key={`${n.index}-${n.start}`} name={p.nakshatra(n.index)} note={j.planet(n.lord as GrahaId)} span={n} day={day.date} kshaya={n.kshaya} />
        ))}
      </LimbRow>
      <LimbRow label={p.terms.yoga} testId="limb-yoga">
        {day.yoga.map((y) => (
          <LimbElement key={`${y.index}-${y.start}`} name={p.yoga(y.index)} span={y} day={day.date} kshaya={y.kshaya} />
        ))}
      </LimbRow>
      <LimbRow label={p.terms.karana} testId="limb-karana">
        {day.karana.map((k) => (
          <LimbElement key={`${k.index}-${k.start}`} name={p.karana(k.index)} span={k} day={day.date} />
        ))}
      </LimbRow>
    </SectionCard>
  )
}

/** Masa, samvat, samvatsara, ritu, ayana and the Sun's and Moon's signs. */
export function CalendarCard({ day }: { day: PanchangJson }) {
  const p = usePanchangLabels()
  const j = useJyotishLabels()
  const { t } = useLingui()
  const kshaya = day.masa.kshaya
  return (
    <SectionCard title={<Trans>Hindu calendar</Trans>} testId="calendar-facts">
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Fact label={`${p.terms.masa} (${p.terms.amanta})`} testId="masa-amanta">
          {p.masa(day.masa.amantaIndex, day.masa.adhika)}
        </Fact>
        <Fact label={`${p.terms.masa} (${p.terms.purnimanta})`} testId="masa-purnimanta">
          {p.masa(day.masa.purnimantaIndex, day.masa.adhika)}
        </Fact>
        <Fact label={t`Tamil month`} testId="solar-month">
          {p.solarMonth(day.solar.month)} {day.solar.day}
        </Fact>
        <Fact label={t`Tamil year`} testId="tamil-year">
          {p.samvatsara(day.tamilYear.name)}
        </Fact>
        <Fact label={p.terms.paksha}>{p.pakshaFull[day.paksha]}</Fact>
        <Fact label={p.terms.ritu}>
          {p.ritu(day.ritu)}
          {day.drikRitu !== day.ritu && (
            <Text span size="xs" c="dimmed">
              {' '}
              (<Trans>by the Sun: {p.ritu(day.drikRitu)}</Trans>)
            </Text>
          )}
        </Fact>
        <Fact label={p.terms.vikramSamvat} testId="samvat-vikram">
          {day.samvat.vikram} · {p.samvatsara(day.samvatsara.north)}
        </Fact>
        <Fact label={p.terms.shakaSamvat} testId="samvat-shaka">
          {day.samvat.shaka} · {p.samvatsara(day.samvatsara.south)}
        </Fact>
        <Fact label={p.terms.ayana}>{p.ayana(day.ayana)}</Fact>
        <Fact label={`${p.terms.sunSign} / ${p.terms.moonSign}`}>
          {j.sign(day.sunSign.index)} / {j.sign(day.moonSign.index)}
        </Fact>
      </SimpleGrid>
      {kshaya && (
        <Text size="xs" c="dimmed" mt="sm">
          <Trans>This lunar month absorbs the skipped (kshaya) month {p.masa(kshaya)}.</Trans>
        </Text>
      )}
    </SectionCard>
  )
}

/** The parts of the day that pujas and festival rules refer to: the five fifths of daylight, pradosh and nishita. */
export function DayPartsCard({ day, now }: { day: PanchangJson; now: number }) {
  const p = usePanchangLabels()
  const parts = ['arunodaya', 'pratah', 'sangava', 'madhyahna', 'aparahna', 'sayahna', 'pradosh', 'nishita'] as const
  return (
    <SectionCard title={<Trans>Parts of the day</Trans>} testId="day-parts">
      {parts.map((part) => (
        <TimingRow key={part} label={p.kala[part]} spans={[day.kaal[part]]} day={day.date} tone="neutral" now={now} />
      ))}
    </SectionCard>
  )
}

const TONES = { good: classes.timingGood, bad: classes.timingBad, neutral: classes.timingNeutral }

/** One timing row: name, window, and a "now" mark while it runs. */
export function TimingRow({ label, spans, day, tone, now, empty, testId }: { label: ReactNode; spans: Span[]; day: string; tone: 'good' | 'bad' | 'neutral'; now: number; empty?: ReactNode; testId?: string }) {
  const locale = useDisplayLocale()
  const current = spans.some((s) => isNowWithin(s, now))
  return (
    <div className={`${classes.timing} ${TONES[tone]}`} data-current={current} data-testid={testId}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {current && (
          <Badge size="xs" color="saffron" variant="filled">
            <Trans>Now</Trans>
          </Badge>
        )}
      </Group>
      <div className={classes.timingValue}>
        {spans.length ? (
          spans.map((s) => <div key={s.start}>{formatSpanOnDay(s, day, locale)}</div>)
        ) : (
          <Text span size="sm" c="dimmed">
            {empty ?? '—'}
          </Text>
        )}
      </div>
    </div>
  )
}

/** Rahu kaal, yamaganda, gulika, durmuhurtam and varjyam; abhijit, brahma muhurta, pradosh and nishita. */
export function TimingsCards({ day, now }: { day: PanchangJson; now: number }) {
  const p = usePanchangLabels()
  const locale = useDisplayLocale()
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SectionCard title={<Trans>Inauspicious timings</Trans>} testId="inauspicious">
          <TimingRow label={p.terms.rahuKaal} spans={[day.rahuKaal]} day={day.date} tone="bad" now={now} testId="timing-rahu-kaal" />
          <TimingRow label={p.terms.yamaganda} spans={[day.yamaganda]} day={day.date} tone="bad" now={now} testId="timing-yamaganda" />
          <TimingRow label={p.terms.gulika} spans={[day.gulika]} day={day.date} tone="bad" now={now} testId="timing-gulika" />
          <TimingRow label={p.terms.durmuhurtam} spans={day.durmuhurtam} day={day.date} tone="bad" now={now} testId="timing-durmuhurtam" />
          <TimingRow label={p.terms.varjyam} spans={day.varjyam} day={day.date} tone="bad" now={now} empty={<Trans>None this day</Trans>} testId="timing-varjyam" />
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SectionCard title={<Trans>Auspicious timings</Trans>} testId="auspicious">
          <TimingRow
            label={p.terms.abhijit}
            spans={day.abhijit ? [day.abhijit] : []}
            day={day.date}
            tone="good"
            now={now}
            empty={<Trans>None on Wednesdays</Trans>}
            testId="timing-abhijit"
          />
          <TimingRow label={p.terms.brahmaMuhurta} spans={[day.brahmaMuhurta]} day={day.date} tone="good" now={now} testId="timing-brahma" />
          <TimingRow label={p.kala.pradosh} spans={[day.kaal.pradosh]} day={day.date} tone="good" now={now} testId="timing-pradosh" />
          <TimingRow label={p.kala.nishita} spans={[day.kaal.nishita]} day={day.date} tone="good" now={now} testId="timing-nishita" />
          <Text size="xs" c="dimmed" mt="sm">
            <Trans>
              Brahma muhurta here is the second-last muhurta of the night; read as the fixed 96 to 48 minutes before sunrise it is{' '}
              {formatSpanOnDay(day.brahmaMuhurtaFixed, day.date, locale)}.
            </Trans>
          </Text>
        </SectionCard>
      </Grid.Col>
    </Grid>
  )
}

/** The eight day and eight night choghadiyas with their quality; the running one is marked. */
export function ChoghadiyaTables({ day, now }: { day: PanchangJson; now: number }) {
  const { t } = useLingui()
  const p = usePanchangLabels()
  const locale = useDisplayLocale()
  const table = (periods: PanchangJson['choghadiya']['day'], part: 'day' | 'night') => {
    const current = currentPeriodIndex(periods, now)
    return (
      <table className={classes.periodTable} data-testid={`choghadiya-${part}`}>
        <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0 0 6px' }}>
          {part === 'day' ? <Trans>Day choghadiya</Trans> : <Trans>Night choghadiya</Trans>}
        </caption>
        <thead>
          <tr>
            <th scope="col">{p.terms.choghadiya}</th>
            <th scope="col">{t`Quality`}</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t`Time`}
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((c, i) => (
            <tr key={c.start} data-quality={c.quality} data-current={i === current} data-testid="choghadiya-period">
              <td>
                <b>{p.choghadiya(c.name)}</b>
              </td>
              <td>{p.quality(c.quality)}</td>
              <td>{formatSpanOnDay(c, day.date, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {table(day.choghadiya.day, 'day')}
      {table(day.choghadiya.night, 'night')}
    </SimpleGrid>
  )
}

/** The 24 horas, sunrise to the next sunrise; the running one is marked. */
export function HoraTables({ day, now, goodFor }: { day: PanchangJson; now: number; goodFor?: (planet: string) => ReactNode }) {
  const { t } = useLingui()
  const p = usePanchangLabels()
  const locale = useDisplayLocale()
  const current = currentPeriodIndex(day.hora, now)
  const table = (from: number, part: 'day' | 'night') => (
    <table className={classes.periodTable} data-testid={`hora-${part}`}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0 0 6px' }}>{part === 'day' ? <Trans>Day horas</Trans> : <Trans>Night horas</Trans>}</caption>
      <thead>
        <tr>
          <th scope="col">{p.terms.hora}</th>
          {goodFor && <th scope="col">{t`Good for`}</th>}
          <th scope="col" style={{ textAlign: 'right' }}>
            {t`Time`}
          </th>
        </tr>
      </thead>
      <tbody>
        {day.hora.slice(from, from + 12).map((h, i) => (
          <tr key={h.start} data-current={from + i === current} data-testid="hora-period">
            <td style={{ whiteSpace: 'nowrap' }}>
              <span className={classes.planetGlyph} aria-hidden>
                {PLANET_GLYPHS[h.planet] ?? '•'}
              </span>
              <b>{p.planet(h.planet)}</b>
            </td>
            {goodFor && (
              <td>
                <Text size="xs" c="dimmed">
                  {goodFor(h.planet)}
                </Text>
              </td>
            )}
            <td>{formatSpanOnDay(h, day.date, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: goodFor ? 1 : 2 }} spacing="lg">
        {table(0, 'day')}
        {table(12, 'night')}
      </SimpleGrid>
    </Stack>
  )
}

