import type { ReactNode } from 'react'
import { Badge, Button, Card, Container, Divider, Grid, Group, Progress, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconCompass, IconHourglassHigh, IconMoonStars, IconStars } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { NAKSHATRA_SPAN, SIGN_LORDS, type GrahaId } from '../../../../core/jyotish/zodiac'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import type { RouteEntry } from '../../../app/route-table'
import { rashiChartModel } from '../../../components/chart-model'
import { formatDegrees } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { ZODIAC_SIGNS } from '../../../components/zodiac-signs'
import { useLanguage } from '../../../i18n/language'
import { LAGNA_NOTES, NAKSHATRA_NOTES, RASHI_NOTES } from '../data/jyotish-notes'
import { useBirthDetails, useOpenChart, useSearchString } from '../../../components/birth/use-birth-details'
import { elapsedFraction, runningDashaAt } from '../utils/dasha-periods'
import { formatPeriodDate } from '../utils/display'
import { kundliRequestOf } from '../../../components/birth/birth-search'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import { StyledChart, useChartStyle, ChartStyleSwitch } from './chart-views'
import { useBalanceText } from './dasha-tree'
import { KundliGate } from './kundli-results'
import classes from './kundli.module.css'

type Tool = 'lagna' | 'moon' | 'nakshatra' | 'dasha'

const TOOLS: Record<string, Tool> = {
  '/lagna-calculator': 'lagna',
  '/moon-sign-checker': 'moon',
  '/nakshatra-finder': 'nakshatra',
  '/dasha-calculator': 'dasha',
}

/** A labelled value in an answer. */
function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  )
}

/** The headline of an answer: an icon or sign glyph, the question and the answer. */
function Headline({ symbol, question, answer }: { symbol: ReactNode; question: ReactNode; answer: ReactNode }) {
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <div className={classes.bigSymbol} aria-hidden>
        {symbol}
      </div>
      <Stack gap={2}>
        <Text className={classes.factLabel}>{question}</Text>
        <Title order={2} size="h2" data-testid="tool-answer">
          {answer}
        </Title>
      </Stack>
    </Group>
  )
}

function FullKundliLink({ path }: { path: string }) {
  const search = useSearchString()
  return (
    <Button component={LocalLink} to={path + search} variant="light" color="cosmic" rightSection={<IconArrowRight size={16} />} mt="sm">
      <Trans>See the full kundli</Trans>
    </Button>
  )
}

function LagnaAnswer({ kundli }: { kundli: Kundli }) {
  const { t, i18n } = useLingui()
  const labels = useJyotishLabels()
  const [style, setStyle] = useChartStyle()
  const asc = kundli.ascendant
  const sign = labels.sign(asc.sign)
  return (
    <Stack gap="md">
      <Headline symbol={ZODIAC_SIGNS[asc.sign - 1].symbol} question={<Trans>Your lagna (ascendant)</Trans>} answer={`${sign} ${formatDegrees(asc.degreeInSign)}`} />
      <Text>{i18n._(LAGNA_NOTES[asc.sign - 1])}</Text>
      <div>
        <Row label={<Trans>Lord of the lagna</Trans>}>{labels.planet(SIGN_LORDS[asc.sign - 1])}</Row>
        <Row label={<Trans>Nakshatra of the lagna</Trans>}>
          {labels.nakshatra(asc.nakshatra)} ({asc.pada})
        </Row>
        <Row label={<Trans>Sidereal longitude</Trans>}>{formatDegrees(asc.longitude, true)}</Row>
      </div>
      <Group justify="space-between" align="center">
        <Title order={3} size="h5">
          <Trans>Your birth chart</Trans>
        </Title>
        <ChartStyleSwitch value={style} onChange={setStyle} />
      </Group>
      <div style={{ maxWidth: 420, width: '100%', marginInline: 'auto' }}>
        <StyledChart style={style} model={rashiChartModel(kundli)} title={t`Birth chart`} centerTitle={labels.vargas.D1} />
      </div>
      <FullKundliLink path="/kundli" />
    </Stack>
  )
}

function MoonAnswer({ kundli }: { kundli: Kundli }) {
  const { i18n } = useLingui()
  const labels = useJyotishLabels()
  const moon = kundli.planets.find((p) => p.id === 'moon')!
  const pada = moon.pada
  return (
    <Stack gap="md">
      <Headline symbol={ZODIAC_SIGNS[moon.sign - 1].symbol} question={<Trans>Your moon sign (rashi)</Trans>} answer={labels.sign(moon.sign)} />
      <Text>{i18n._(RASHI_NOTES[moon.sign - 1])}</Text>
      <div>
        <Row label={<Trans>Moon's position</Trans>}>
          {labels.sign(moon.sign)} {formatDegrees(moon.degreeInSign)}
        </Row>
        <Row label={<Trans>Nakshatra and pada</Trans>}>
          {labels.nakshatra(moon.nakshatra)}, <Trans>pada {pada}</Trans>
        </Row>
        <Row label={<Trans>Lord of the rashi</Trans>}>{labels.planet(SIGN_LORDS[moon.sign - 1])}</Row>
        <Row label={<Trans>Lord of the nakshatra</Trans>}>{labels.planet(moon.nakshatraLord)}</Row>
      </div>
      <Text size="sm" c="dimmed">
        <Trans>Vedic horoscopes are read by the moon sign: use it for your daily rashifal.</Trans>
      </Text>
      <FullKundliLink path="/kundli/lagna-rasi" />
    </Stack>
  )
}

function NakshatraAnswer({ kundli }: { kundli: Kundli }) {
  const { i18n } = useLingui()
  const labels = useJyotishLabels()
  const moon = kundli.planets.find((p) => p.id === 'moon')!
  const notes = NAKSHATRA_NOTES[moon.nakshatra - 1]
  const startLon = (moon.nakshatra - 1) * NAKSHATRA_SPAN
  const endLon = moon.nakshatra * NAKSHATRA_SPAN
  const at = (lon: number) => {
    const sign = Math.min(Math.floor(lon / 30), 11) + 1
    return `${labels.sign(sign)} ${formatDegrees(lon - (sign - 1) * 30)}`
  }
  const endAt = moon.nakshatra === 27 ? `${labels.sign(12)} 30°00'` : at(endLon)
  const padaProgress = ((moon.longitude - startLon) / NAKSHATRA_SPAN) * 100
  const pada = moon.pada
  return (
    <Stack gap="md">
      <Headline
        symbol={<IconStars size={64} stroke={1.4} />}
        question={<Trans>Your birth nakshatra</Trans>}
        answer={
          <>
            {labels.nakshatra(moon.nakshatra)}{' '}
            <Text span inherit c="dimmed" fz="0.6em">
              <Trans>pada {pada}</Trans>
            </Text>
          </>
        }
      />
      <div>
        <Row label={<Trans>Ruling planet (dasha lord)</Trans>}>{labels.planet(moon.nakshatraLord)}</Row>
        <Row label={<Trans>Deity</Trans>}>{i18n._(notes.deity)}</Row>
        <Row label={<Trans>Symbol</Trans>}>{i18n._(notes.symbol)}</Row>
        <Row label={<Trans>Pada</Trans>}>{moon.pada} / 4</Row>
        <Row label={<Trans>Span</Trans>}>
          {at(startLon)} – {endAt}
        </Row>
        <Row label={<Trans>Moon's rashi</Trans>}>{labels.sign(moon.sign)}</Row>
      </div>
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          <Trans>The Moon's progress through the nakshatra (four padas of 3°20′ each)</Trans>
        </Text>
        <Progress.Root size="lg" radius="xl">
          {[1, 2, 3, 4].map((p) => (
            <Progress.Section
              key={p}
              value={Math.max(0, Math.min(25, padaProgress - (p - 1) * 25))}
              color={p === moon.pada ? 'saffron' : 'cosmic.3'}
            />
          ))}
        </Progress.Root>
      </div>
      <FullKundliLink path="/kundli/planetary" />
    </Stack>
  )
}

function DashaAnswer({ kundli }: { kundli: Kundli }) {
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const now = new Date()
  const running = runningDashaAt(kundli.dasha, now)
  const mahaName = running ? labels.planet(running.mahadasha.planet) : ''
  const antarName = running?.antardasha ? labels.planet(running.antardasha.planet) : ''
  const pratyantarName = running?.pratyantardasha ? labels.planet(running.pratyantardasha.planet) : ''
  const tz = kundli.input.tz
  const balance = useBalanceText(kundli)
  const balancePlanet = labels.planet(kundli.dasha.balanceAtBirth.planet)
  const span = (p: { start: string; end: string }) => `${formatPeriodDate(p.start, language, tz)} – ${formatPeriodDate(p.end, language, tz)}`
  const pair = (a: GrahaId, b: GrahaId) => `${labels.planet(a)} – ${labels.planet(b)}`
  return (
    <Stack gap="md">
      <Headline
        symbol={<IconHourglassHigh size={64} stroke={1.4} />}
        question={<Trans>Running now</Trans>}
        answer={running ? (running.antardasha ? pair(running.mahadasha.planet, running.antardasha.planet) : labels.planet(running.mahadasha.planet)) : '—'}
      />
      {running && (
        <Stack gap="sm">
          <div>
            <Group justify="space-between">
              <Text fw={600}>
                <Trans>Mahadasha: {mahaName}</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                {span(running.mahadasha)}
              </Text>
            </Group>
            <Progress value={elapsedFraction(running.mahadasha, now) * 100} color="cosmic" size="sm" mt={4} aria-hidden />
          </div>
          {running.antardasha && (
            <div>
              <Group justify="space-between">
                <Text fw={600}>
                  <Trans>Antardasha: {antarName}</Trans>
                </Text>
                <Text size="sm" c="dimmed">
                  {span(running.antardasha)}
                </Text>
              </Group>
              <Progress value={elapsedFraction(running.antardasha, now) * 100} color="saffron" size="sm" mt={4} aria-hidden />
            </div>
          )}
          {running.pratyantardasha && (
            <Text size="sm">
              <Trans>Pratyantardasha: {pratyantarName}</Trans> · {span(running.pratyantardasha)}
            </Text>
          )}
        </Stack>
      )}
      <Divider />
      <Text size="sm">
        <Trans>
          Balance at birth: <b>{balancePlanet}</b> mahadasha, {balance}
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing={4} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Mahadasha</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>From – to</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kundli.dasha.periods.map((m) => {
              const current = running?.mahadasha === m
              return (
                <Table.Tr key={m.start} bg={current ? 'var(--mantine-color-saffron-light)' : undefined}>
                  <Table.Td fw={current ? 700 : 500}>
                    {labels.planet(m.planet)}{' '}
                    {current && (
                      <Badge size="xs" color="saffron">
                        <Trans>Now</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{span(m)}</Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FullKundliLink path="/kundli/dasha" />
    </Stack>
  )
}

/** What the tool answers, before any details are entered. */
function ToolIntro({ tool }: { tool: Tool }) {
  const icon = { lagna: IconCompass, moon: IconMoonStars, nakshatra: IconStars, dasha: IconHourglassHigh }[tool]
  const Icon = icon
  const text = {
    lagna: (
      <Trans>
        The lagna is the sign rising on the eastern horizon at the moment of birth. It changes about every two hours, so
        it needs the exact birth time and place. It sets the houses of the whole chart.
      </Trans>
    ),
    moon: (
      <Trans>
        Your moon sign (rashi) is the sign the Moon was in at birth. The Moon changes sign every two and a half days;
        Vedic horoscopes and matching are read from it.
      </Trans>
    ),
    nakshatra: (
      <Trans>
        Your birth nakshatra (janma nakshatra) is the lunar mansion of the Moon at birth: one of 27 parts of 13°20′,
        each with a ruling planet, a deity, a symbol and four padas.
      </Trans>
    ),
    dasha: (
      <Trans>
        The Vimshottari dasha divides a 120-year cycle among the nine planets. The Moon's nakshatra at birth decides
        where it starts; the periods running now colour the present years.
      </Trans>
    ),
  }[tool]
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" className={classes.answer}>
      <Stack gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color="cosmic">
          <Icon size={28} aria-hidden />
        </ThemeIcon>
        <Text>{text}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Enter the birth details to see the answer, explained.</Trans>
        </Text>
      </Stack>
    </Card>
  )
}

/**
 * /lagna-calculator, /moon-sign-checker, /nakshatra-finder and /dasha-calculator: the kundli form and
 * the one answer the tool gives, explained, from the same chart as /kundli (and the same query string).
 */
export function KundliToolPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const details = useBirthDetails()
  const openChart = useOpenChart()
  const tool = TOOLS[entry.path] ?? 'lagna'
  const request = kundliRequestOf(details)
  const submitLabel = {
    lagna: <Trans>Find my lagna</Trans>,
    moon: <Trans>Find my moon sign</Trans>,
    nakshatra: <Trans>Find my nakshatra</Trans>,
    dasha: <Trans>Calculate my dasha</Trans>,
  }[tool]
  const answer = (kundli: Kundli) =>
    tool === 'lagna' ? <LagnaAnswer kundli={kundli} /> : tool === 'moon' ? <MoonAnswer kundli={kundli} /> : tool === 'nakshatra' ? <NakshatraAnswer kundli={kundli} /> : <DashaAnswer kundli={kundli} />

  return (
    <>
      <div className={classes.noPrint}>
        <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      </div>
      <Container py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg" shadow="sm">
              <Title order={2} size="h4" mb="md">
                <Trans>Birth details</Trans>
              </Title>
              <BirthDetailsForm
                key={request ? `${details.name}|${details.date}|${details.time}|${details.latitude}` : 'empty'}
                initial={details}
                label={t`Birth details`}
                layout="narrow"
                submitLabel={submitLabel}
                onSubmit={(next) => openChart(entry.path, next)}
              />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {request ? (
              <KundliGate
                details={details}
                request={request}
                withForm={false}
                loading={
                  <SimpleGrid cols={1}>
                    <Skeleton h={360} radius="lg" />
                  </SimpleGrid>
                }
              >
                {(kundli) => (
                  <Card withBorder radius="lg" padding="lg" shadow="sm" className={classes.answer} data-testid="tool-result">
                    {answer(kundli)}
                  </Card>
                )}
              </KundliGate>
            ) : (
              <ToolIntro tool={tool} />
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
