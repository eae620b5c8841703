import type { ReactNode } from 'react'
import { Badge, Card, Grid, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconClockHour4, IconInfoCircle, IconSparkles } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { CHOGHADIYA, GULIKA_PART, RAHU_KAAL_PART, YAMAGANDA_PART } from '../../../../core/jyotish/panchang/timings'
import type { RouteEntry } from '../../../app/route-table'
import { formatSpanLength, formatSpanOnDay, instantMs, isNowWithin, minutesBetween, todayInZone } from '../../../components/panchang-time'
import { usePanchangLabels } from '../../../components/use-panchang-labels'
import { useServices } from '../../../services/services-context'
import type { PanchangJson } from '../../../services/panchang-service'
import { panchangDayQueryOptions } from '../api/get-panchang-day'
import { useNow } from '../hooks/use-now'
import { usePanchangSearch } from '../hooks/use-panchang-search'
import { ChoghadiyaTables, DayHeadline, HoraTables, PLANET_GLYPHS, SunMoonTiles, TimingRow, useDisplayLocale } from './day-sections'
import { ConventionNote } from './convention-note'
import { ControlsCard, DateControl } from './panchang-controls'
import { PanchangError, PanchangLayout, PanchangSkeleton, SectionCard } from './panchang-shell'
import classes from './panchang.module.css'

type Span = { start: string; end: string }
type Tool = 'choghadiya' | 'rahu-kaal' | 'hora' | 'abhijit' | 'brahma'

const TOOLS: Record<string, Tool> = {
  '/choghadiya': 'choghadiya',
  '/rahu-kaal': 'rahu-kaal',
  '/hora-timings': 'hora',
  '/abhijit-muhurat': 'abhijit',
  '/brahma-muhurat': 'brahma',
}

/** Where a window stands against now, when the date is today: upcoming, running or over. */
function WindowStatus({ span, now }: { span: Span; now: number }) {
  const start = instantMs(span.start)
  const end = instantMs(span.end)
  if (now < start) {
    const wait = formatSpanLength(Math.round((start - now) / 60_000))
    return (
      <Badge color="cosmic" variant="light" size="lg" tt="none">
        <Trans>Starts in {wait}</Trans>
      </Badge>
    )
  }
  if (now < end) {
    const left = formatSpanLength(Math.round((end - now) / 60_000))
    return (
      <Badge color="saffron" variant="filled" size="lg" tt="none" data-testid="window-now">
        <Trans>Now · ends in {left}</Trans>
      </Badge>
    )
  }
  return (
    <Badge color="gray" variant="light" size="lg" tt="none">
      <Trans>Over for today</Trans>
    </Badge>
  )
}

/** A window in large type with its length and, for today, its status. */
function BigWindow({ label, span, day, now, isToday, tone, testId, children }: { label: ReactNode; span: Span | null; day: string; now: number; isToday: boolean; tone: 'good' | 'bad'; testId: string; children?: ReactNode }) {
  const locale = useDisplayLocale()
  const length = span ? formatSpanLength(minutesBetween(span.start, span.end)) : ''
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" className={classes.bigWindow} data-testid={testId} data-current={span ? isNowWithin(span, now) : false}>
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="light" color={tone === 'good' ? 'teal' : 'red'} aria-hidden>
          {tone === 'good' ? <IconSparkles size={20} /> : <IconAlertTriangle size={20} />}
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {label}
        </Text>
      </Group>
      {span ? (
        <>
          <Text className={classes.bigTime} data-testid={`${testId}-time`}>
            {formatSpanOnDay(span, day, locale)}
          </Text>
          <Group gap="xs" mt="xs">
            <Badge variant="outline" color="gray" size="lg" tt="none" leftSection={<IconClockHour4 size={12} />}>
              {length}
            </Badge>
            {isToday && <WindowStatus span={span} now={now} />}
          </Group>
        </>
      ) : (
        <Text className={classes.bigTime} c="dimmed">
          —
        </Text>
      )}
      {children}
    </Card>
  )
}

function Explanation({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="explanation">
      <Group gap="xs" mb="xs">
        <IconInfoCircle size={18} color="var(--mantine-color-cosmic-6)" aria-hidden />
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      <Stack gap="xs" fz="sm" lh={1.65}>
        {children}
      </Stack>
    </Card>
  )
}

/** What each choghadiya is traditionally used for. */
function ChoghadiyaGuide() {
  const p = usePanchangLabels()
  const { t } = useLingui()
  const uses: Record<string, string> = {
    Udveg: t`Government work and dealings with authority; avoid new beginnings.`,
    Chal: t`Travel and movement; neutral for other work.`,
    Labh: t`Business, trade, study and anything for gain.`,
    Amrit: t`The best for every auspicious work.`,
    Kaal: t`Avoid auspicious work; suited to routine labour and clearing debts.`,
    Shubh: t`Ceremonies, marriage, worship and learning.`,
    Rog: t`Avoid auspicious work; suited to disputes and competition.`,
  }
  return (
    <Table verticalSpacing="xs" striped highlightOnHover data-testid="choghadiya-guide">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{p.terms.choghadiya}</Table.Th>
          <Table.Th>{t`Quality`}</Table.Th>
          <Table.Th>{t`Ruled by`}</Table.Th>
          <Table.Th>{t`Good for`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {CHOGHADIYA.map((c) => (
          <Table.Tr key={c.name}>
            <Table.Td fw={700}>{p.choghadiya(c.name)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge size="sm" variant="light" tt="none" style={{ overflow: 'visible' }} color={c.quality === 'good' ? 'teal' : c.quality === 'bad' ? 'red' : 'yellow'}>
                {p.quality(c.quality)}
              </Badge>
            </Table.Td>
            <Table.Td>{p.planet(c.lord)}</Table.Td>
            <Table.Td>
              <Text size="sm">{uses[c.name]}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function ChoghadiyaTool({ day, now }: { day: PanchangJson; now: number }) {
  const p = usePanchangLabels()
  return (
    <>
      <SectionCard title={p.terms.choghadiya} testId="choghadiya">
        <ChoghadiyaTables day={day} now={now} />
      </SectionCard>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SectionCard title={<Trans>The seven choghadiyas</Trans>}>
            <ChoghadiyaGuide />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Explanation title={<Trans>How choghadiya is calculated</Trans>}>
            <Text inherit>
              <Trans>
                The day, from sunrise to sunset, and the night, from sunset to the next sunrise, are each divided into eight equal parts called choghadiyas
                (about an hour and a half each). Their lengths change with the season and the place.
              </Trans>
            </Text>
            <Text inherit>
              <Trans>
                The first choghadiya of the day belongs to the lord of the weekday (Udveg on Sunday, Amrit on Monday, Rog on Tuesday, Labh on Wednesday,
                Shubh on Thursday, Chal on Friday, Kaal on Saturday) and the rest follow in a fixed order; the night starts five places further on.
              </Trans>
            </Text>
            <Text inherit>
              <Trans>Amrit, Shubh and Labh are good for starting new work, Chal is neutral, Udveg, Kaal and Rog are avoided.</Trans>
            </Text>
          </Explanation>
        </Grid.Col>
      </Grid>
    </>
  )
}

function RahuKaalTool({ day, now, isToday }: { day: PanchangJson; now: number; isToday: boolean }) {
  const p = usePanchangLabels()
  const { t } = useLingui()
  const ordinal = (n: number) => `${n}/8`
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <BigWindow label={p.terms.rahuKaal} span={day.rahuKaal} day={day.date} now={now} isToday={isToday} tone="bad" testId="rahu-kaal" />
        <BigWindow label={p.terms.yamaganda} span={day.yamaganda} day={day.date} now={now} isToday={isToday} tone="bad" testId="yamaganda" />
        <BigWindow label={p.terms.gulika} span={day.gulika} day={day.date} now={now} isToday={isToday} tone="bad" testId="gulika" />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SectionCard title={<Trans>Which part of the day, by weekday</Trans>}>
            <Table verticalSpacing="xs" data-testid="rahu-weekday-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{p.terms.vara}</Table.Th>
                  <Table.Th>{p.terms.rahuKaal}</Table.Th>
                  <Table.Th>{p.terms.yamaganda}</Table.Th>
                  <Table.Th>{p.terms.gulika}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {RAHU_KAAL_PART.map((part, weekday) => (
                  <Table.Tr key={weekday} bg={weekday === day.vara.index ? 'var(--mantine-color-saffron-light)' : undefined} aria-current={weekday === day.vara.index ? 'date' : undefined}>
                    <Table.Td fw={weekday === day.vara.index ? 700 : 500}>{p.vara(weekday)}</Table.Td>
                    <Table.Td>{ordinal(part)}</Table.Td>
                    <Table.Td>{ordinal(YAMAGANDA_PART[weekday])}</Table.Td>
                    <Table.Td>{ordinal(GULIKA_PART[weekday])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed" mt="xs">
              {t`n/8: the nth of the eight equal parts of the day from sunrise to sunset.`}
            </Text>
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Explanation title={<Trans>What Rahu Kaal is</Trans>}>
            <Text inherit>
              <Trans>
                The daytime, from sunrise to sunset, is divided into eight equal parts. One of them, fixed for each weekday, is ruled by Rahu: Rahu Kaal. It
                lasts about an hour and a half and moves with sunrise, so it differs from city to city.
              </Trans>
            </Text>
            <Text inherit>
              <Trans>
                Nothing new is begun in Rahu Kaal: no journey, purchase, ceremony or business deal. Yamaganda (ruled by Yama) and Gulika Kaal (ruled by Saturn's
                son Gulika) are counted the same way and are also avoided for auspicious work; work already under way continues.
              </Trans>
            </Text>
          </Explanation>
        </Grid.Col>
      </Grid>
    </>
  )
}

function HoraTool({ day, now }: { day: PanchangJson; now: number }) {
  const p = usePanchangLabels()
  const { t } = useLingui()
  const uses: Record<string, string> = {
    sun: t`Dealings with government and seniors, leadership, medicine`,
    moon: t`Travel, public dealings, family matters, new plans`,
    mars: t`Sport, surgery, property disputes, courage`,
    mercury: t`Study, writing, trade, communication, accounts`,
    jupiter: t`Learning, worship, ceremonies, finance, advice`,
    venus: t`Art, love, marriage talks, buying clothes or jewellery`,
    saturn: t`Labour, repairs, old debts, agriculture`,
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <SectionCard title={p.terms.hora} testId="hora">
          <HoraTables day={day} now={now} goodFor={(planet) => uses[planet]} />
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Explanation title={<Trans>How horas are counted</Trans>}>
          <Text inherit>
            <Trans>
              A hora is a planetary hour. The day from sunrise to sunset and the night from sunset to the next sunrise are each divided into twelve equal
              horas, so they are longer than an hour in summer days and shorter in winter days.
            </Trans>
          </Text>
          <Text inherit>
            <Trans>
              The first hora after sunrise belongs to the lord of the weekday (the Sun on Sunday, the Moon on Monday and so on); the following horas go in
              the Chaldean order: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars. This is also why the weekdays follow one another in their order.
            </Trans>
          </Text>
          <List size="sm" spacing={4}>
            {(['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'] as const).map((planet) => (
              <List.Item key={planet} icon={<span className={classes.planetGlyph}>{PLANET_GLYPHS[planet]}</span>}>
                {p.planet(planet)}
              </List.Item>
            ))}
          </List>
        </Explanation>
      </Grid.Col>
    </Grid>
  )
}

function AbhijitTool({ day, now, isToday }: { day: PanchangJson; now: number; isToday: boolean }) {
  const p = usePanchangLabels()
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <BigWindow label={p.terms.abhijit} span={day.abhijit} day={day.date} now={now} isToday={isToday} tone="good" testId="abhijit">
            {!day.abhijit && (
              <Text mt="xs" data-testid="abhijit-none">
                <Trans>There is no Abhijit Muhurta on Wednesdays: the midday muhurta of Budhavara is not used.</Trans>
              </Text>
            )}
          </BigWindow>
          <SectionCard title={<Trans>Around midday</Trans>}>
            <TimingRow label={p.kala.madhyahna} spans={[day.kaal.madhyahna]} day={day.date} tone="good" now={now} />
            <TimingRow label={p.terms.durmuhurtam} spans={day.durmuhurtam} day={day.date} tone="bad" now={now} />
            <TimingRow label={p.terms.rahuKaal} spans={[day.rahuKaal]} day={day.date} tone="bad" now={now} />
          </SectionCard>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Explanation title={<Trans>What Abhijit Muhurta is</Trans>}>
          <Text inherit>
            <Trans>
              The daytime from sunrise to sunset is divided into fifteen muhurtas. The eighth, which holds local noon, is Abhijit, "the victorious": about 48
              minutes, more in summer and less in winter.
            </Trans>
          </Text>
          <Text inherit>
            <Trans>
              It is held strong enough to overcome most faults of the day, so it is used for important work when no better muhurta can be found: starting a
              journey, signing, a purchase. Tradition leaves it out on Wednesdays, and it is not used for marriage or griha pravesh, which need their own
              muhurat.
            </Trans>
          </Text>
        </Explanation>
      </Grid.Col>
    </Grid>
  )
}

function BrahmaTool({ day, now, isToday }: { day: PanchangJson; now: number; isToday: boolean }) {
  const p = usePanchangLabels()
  const locale = useDisplayLocale()
  const fixed = formatSpanOnDay(day.brahmaMuhurtaFixed, day.date, locale)
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="lg">
          <BigWindow label={p.terms.brahmaMuhurta} span={day.brahmaMuhurta} day={day.date} now={now} isToday={isToday} tone="good" testId="brahma">
            <Text size="sm" c="dimmed" mt="sm">
              <Trans>Fixed reading (96 to 48 minutes before sunrise): {fixed}</Trans>
            </Text>
          </BigWindow>
          <SectionCard title={<Trans>Before sunrise</Trans>}>
            <TimingRow label={p.kala.arunodaya} spans={[day.kaal.arunodaya]} day={day.date} tone="good" now={now} />
            <TimingRow label={`${p.terms.brahmaMuhurta} (96–48 min)`} spans={[day.brahmaMuhurtaFixed]} day={day.date} tone="good" now={now} />
          </SectionCard>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Explanation title={<Trans>What Brahma Muhurta is</Trans>}>
          <Text inherit>
            <Trans>
              Brahma Muhurta is the muhurta of the creator before dawn, recommended for meditation, prayer and study. The night from sunset to sunrise has
              fifteen muhurtas; Brahma Muhurta is the fourteenth, from two muhurtas before sunrise to one, as the Drik Panchang counts it. Its length follows
              the night: longer in winter, shorter in summer.
            </Trans>
          </Text>
          <Text inherit>
            <Trans>
              Many people simply take the fixed 96 to 48 minutes before sunrise (two muhurtas of 48 minutes). Both readings agree when the night lasts
              twelve hours; both are shown here.
            </Trans>
          </Text>
        </Explanation>
      </Grid.Col>
    </Grid>
  )
}

/**
 * /choghadiya, /rahu-kaal, /hora-timings, /abhijit-muhurat and /brahma-muhurat: one part of the day's
 * panchang for a date and a place, with the explanation; the running period is marked when the date
 * is today at the place.
 */
export function PanchangToolPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  const search = usePanchangSearch()
  const place = search.effectivePlace
  const today = todayInZone(place.tz)
  const date = search.date ?? today
  const query = useQuery(panchangDayQueryOptions(services, date, place, search.rise))
  const now = useNow()
  const tool = TOOLS[entry.path] ?? 'choghadiya'
  const day = query.data
  const isToday = !!day && day.date === todayInZone(day.place.tz)

  const body = (d: PanchangJson) => {
    switch (tool) {
      case 'choghadiya':
        return <ChoghadiyaTool day={d} now={now} />
      case 'rahu-kaal':
        return <RahuKaalTool day={d} now={now} isToday={isToday} />
      case 'hora':
        return <HoraTool day={d} now={now} />
      case 'abhijit':
        return <AbhijitTool day={d} now={now} isToday={isToday} />
      case 'brahma':
        return <BrahmaTool day={d} now={now} isToday={isToday} />
    }
  }

  return (
    <PanchangLayout entry={entry} search={search}>
      <ControlsCard search={search} when={<DateControl date={date} today={today} onChange={(next) => search.update({ date: next })} />} />
      {query.isError && !day ? (
        <PanchangError error={query.error} />
      ) : !day ? (
        <PanchangSkeleton cards={2} />
      ) : (
        <Stack gap="lg" className={query.isPlaceholderData ? classes.dimmed : undefined} aria-busy={query.isPlaceholderData} data-testid={`tool-${tool}`} data-date={day.date}>
          <DayHeadline day={day} />
          <SunMoonTiles day={day} />
          {body(day)}
          <ConventionNote rise={day.rise} />
        </Stack>
      )}
    </PanchangLayout>
  )
}
