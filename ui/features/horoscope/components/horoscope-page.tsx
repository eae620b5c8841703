import { useMemo, type ReactNode } from 'react'
import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBriefcase, IconChevronLeft, IconChevronRight, IconCoin, IconHeart, IconHeartbeat } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouter, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { SIGN_NAMES } from '../../../../core/jyotish/zodiac'
import type { HoroscopePagePeriod, RouteEntry } from '../../../app/route-table'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { formatLongDay } from '../../../components/panchang-time'
import { ZODIAC_SIGNS } from '../../../components/zodiac-signs'
import { useLanguage } from '../../../i18n/language'
import type { HoroscopeAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { horoscopeQueryOptions } from '../api/horoscope-queries'
import { horoscopeApiQuery, horoscopeTarget, type HoroscopeTarget } from '../utils/horoscope-target'
import { useAuth } from '../../../lib/auth'
import { HoroscopeAdminPanel } from './horoscope-admin-panel'

const PERIODS: readonly HoroscopePagePeriod[] = ['daily', 'weekly', 'monthly', 'yearly', 'love', 'career', 'health']
const periodPath = (period: HoroscopePagePeriod) => `/${period}-horoscope`

function usePeriodTitles(): Record<HoroscopePagePeriod, string> {
  const { t } = useLingui()
  return { daily: t`Daily`, weekly: t`Weekly`, monthly: t`Monthly`, yearly: t`Yearly`, love: t`Love`, career: t`Career`, health: t`Health` }
}

/** The seven periods as tabs, each a link to the same sign (or the list of signs) in that period. */
function PeriodTabs({ target }: { target: HoroscopeTarget }) {
  const titles = usePeriodTitles()
  return (
    <Group gap={6} data-print="hide" data-testid="period-tabs">
      {PERIODS.map((period) => (
        <Button
          key={period}
          component={LocalLink}
          to={target.sign ? `${periodPath(period)}/${target.sign}` : periodPath(period)}
          size="xs"
          radius="xl"
          variant={period === target.period ? 'filled' : 'light'}
          color="saffron"
          aria-current={period === target.period ? 'page' : undefined}
        >
          {titles[period]}
        </Button>
      ))}
    </Group>
  )
}

/** The twelve signs, each a link to its reading for the period. */
function SignGrid({ period, current, date }: { period: HoroscopePagePeriod; current: string | null; date: string | null }) {
  const labels = useJyotishLabels()
  const { i18n } = useLingui()
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="sm" data-testid="sign-grid">
      {SIGN_NAMES.map((sign, i) => (
        <Card
          key={sign}
          component={LocalLink}
          to={`${periodPath(period)}/${sign}${date ? `?date=${date}` : ''}`}
          withBorder
          radius="md"
          padding="sm"
          bg={sign === current ? 'var(--mantine-color-saffron-light)' : undefined}
          style={{ textAlign: 'center', textDecoration: 'none' }}
        >
          <Text fz={28} lh={1.2} aria-hidden>
            {ZODIAC_SIGNS[i]!.symbol}
          </Text>
          <Text fw={700} size="sm">
            {labels.sign(i + 1)}
          </Text>
          {i18n.locale !== 'en' ? (
            <Text size="xs" c="dimmed">
              {ZODIAC_SIGNS[i]!.sign}
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  )
}

function AreaCard({ icon, title, children, testId }: { icon: ReactNode; title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group gap="xs" mb={6}>
        {icon}
        <Text fw={700}>{title}</Text>
      </Group>
      <Text size="sm" lh={1.6}>
        {children}
      </Text>
    </Card>
  )
}

const RESULT_COLOR = { good: 'teal', obstructed: 'yellow', adverse: 'orange' } as const

/** Where the grahas are, counted from the sign, and what this period holds. */
function SkyFacts({ answer }: { answer: HoroscopeAnswer }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const result = { good: t`favourable`, obstructed: t`obstructed (vedha)`, adverse: t`unfavourable` }
  const day = (iso: string | null) => (iso ? formatLongDay(iso, locale, false) : '…')
  const events: Array<{ key: string; date: string; text: string }> = [
    ...answer.facts.ingresses.map((i) => ({ key: `i-${i.graha}-${i.date}`, date: i.date, text: t`${labels.planet(i.graha)} enters ${labels.sign(i.sign)} (house ${i.house})` })),
    ...answer.facts.retrogrades.map((r) => ({ key: `r-${r.graha}-${r.start}`, date: r.start ?? answer.from, text: t`${labels.planet(r.graha)} retrograde: ${day(r.start)} – ${day(r.end)}` })),
    ...answer.facts.eclipses.map((e) => ({ key: `e-${e.date}`, date: e.date, text: e.body === 'sun' ? t`Solar eclipse` : t`Lunar eclipse` })),
  ].sort((a, b) => a.date.localeCompare(b.date))
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="sky-facts">
      <Title order={2} size="h4" mb="xs">
        <Trans>The sky behind this reading</Trans>
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Planet</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Sign</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>House from your Moon sign</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Effect</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.facts.transits.map((tr) => (
              <Table.Tr key={tr.graha}>
                <Table.Td>
                  {labels.planet(tr.graha)}
                  {tr.retrograde ? ' ℞' : ''}
                </Table.Td>
                <Table.Td>{labels.sign(tr.sign)}</Table.Td>
                <Table.Td>{tr.house}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={RESULT_COLOR[tr.result]}>
                    {result[tr.result]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {events.length > 0 ? (
        <Stack gap={4} mt="md" data-testid="sky-events">
          <Text fw={700} size="sm">
            <Trans>In this period</Trans>
          </Text>
          {events.map((e) => (
            <Text key={e.key} size="sm">
              <Text span c="dimmed">
                {formatLongDay(e.date, locale, false)}:
              </Text>{' '}
              {e.text}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Text size="xs" c="dimmed" mt="md">
        {answer.note}
      </Text>
    </Card>
  )
}

/** The previous and next period of a reading, by date. */
function PeriodNav({ answer }: { answer: HoroscopeAnswer }) {
  const { t } = useLingui()
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const previous = shift(answer.from, -1)
  const next = shift(answer.to, 1)
  return (
    <Group gap="xs" data-print="hide">
      <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden />} onClick={() => void router.navigate({ href: `${pathname}?date=${previous}` })} aria-label={t`Previous period`}>
        <Trans>Previous</Trans>
      </Button>
      <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} aria-hidden />} onClick={() => void router.navigate({ href: `${pathname}?date=${next}` })} aria-label={t`Next period`}>
        <Trans>Next</Trans>
      </Button>
    </Group>
  )
}

function Reading({ target, sign }: { target: HoroscopeTarget; sign: string }) {
  const { i18n } = useLingui()
  const services = useServices()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const { isAdmin } = useAuth()
  const result = useQuery(horoscopeQueryOptions(services, target.period, sign, horoscopeApiQuery(target, i18n.locale)))
  if (result.isPending) return <Skeleton height={520} radius="lg" />
  if (result.isError)
    return (
      <Alert color="red" role="alert">
        <Trans>This horoscope could not be loaded. Please try again.</Trans>
      </Alert>
    )
  const answer = result.data
  const range = answer.from === answer.to ? formatLongDay(answer.from, locale) : `${formatLongDay(answer.from, locale, false)} – ${formatLongDay(answer.to, locale, false)}`
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" data-testid="horoscope-reading">
        <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
          <Text c="dimmed" size="sm" data-testid="horoscope-range">
            {range}
          </Text>
          <PeriodNav answer={answer} />
        </Group>
        <Text lh={1.8} data-testid="horoscope-prediction">
          {answer.prediction}
        </Text>
        {answer.editorial?.annotation && (
          <Alert variant="light" color="cosmic" mt="md" title={<Trans>A note from our astrologers</Trans>} data-testid="horoscope-annotation-note">
            {answer.editorial.annotation}
          </Alert>
        )}
        <Group gap="xs" mt="md">
          <Badge variant="light" color="saffron" size="lg" data-testid="lucky-colour">
            <Trans>Lucky colour: {answer.luckyColor}</Trans>
          </Badge>
          <Badge variant="light" color="cosmic" size="lg" data-testid="lucky-number">
            <Trans>Lucky number: {answer.luckyNumber}</Trans>
          </Badge>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AreaCard testId="area-love" icon={<IconHeart size={18} color="var(--mantine-color-pink-6)" aria-hidden />} title={<Trans>Love</Trans>}>
          {answer.love}
        </AreaCard>
        <AreaCard testId="area-career" icon={<IconBriefcase size={18} color="var(--mantine-color-cosmic-6)" aria-hidden />} title={<Trans>Career</Trans>}>
          {answer.career}
        </AreaCard>
        <AreaCard testId="area-health" icon={<IconHeartbeat size={18} color="var(--mantine-color-teal-6)" aria-hidden />} title={<Trans>Health</Trans>}>
          {answer.health}
        </AreaCard>
        <AreaCard testId="area-finances" icon={<IconCoin size={18} color="var(--mantine-color-saffron-7)" aria-hidden />} title={<Trans>Finances</Trans>}>
          {answer.finances}
        </AreaCard>
      </SimpleGrid>
      <SkyFacts answer={answer} />
      {isAdmin && <HoroscopeAdminPanel period={target.period} sign={sign} query={horoscopeApiQuery(target, i18n.locale)} />}
    </Stack>
  )
}

/**
 * Every horoscope page: /horoscopes and the period pages list the twelve signs; /{period}-horoscope/{sign},
 * /rashi/{rashi} (English or Hindi slugs), the Tamil sign pages and /year-{YYYY}/horoscope read one sign
 * from GET /api/horoscope, computed from the real sky of the period.
 */
export function HoroscopePage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const labels = useJyotishLabels()
  const titles = usePeriodTitles()
  const params = useParams({ strict: false }) as Record<string, string | undefined>
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const target = useMemo(() => horoscopeTarget(entry, params, new URLSearchParams(searchStr)), [entry, params, searchStr])
  const signIndex = target.sign ? SIGN_NAMES.indexOf(target.sign) + 1 : 0
  const title = target.sign ? t`${labels.sign(signIndex)} ${titles[target.period]} Horoscope` : i18n._({ ...entry.title, values: params })

  return (
    <>
      <PageHero
        title={title}
        subtitle={target.sign ? <Trans>Read from the real sky of the period, counted from your Moon sign (rashi).</Trans> : i18n._({ ...entry.description, values: params })}
        eyebrow={
          target.sign ? (
            <ThemeIcon size={44} radius="xl" variant="white" color="saffron" aria-hidden>
              <Text fz={24}>{ZODIAC_SIGNS[signIndex - 1]!.symbol}</Text>
            </ThemeIcon>
          ) : undefined
        }
      />
      <Container py="xl">
        <Stack gap="lg">
          <PeriodTabs target={target} />
          {target.sign ? <Reading target={target} sign={target.sign} /> : null}
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h4" mb={4}>
              {target.sign ? <Trans>Other signs</Trans> : <Trans>Choose your Moon sign</Trans>}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              <Trans>
                These horoscopes are for the Moon sign (rashi), the sign the Moon was in at birth. Don't know yours? Find it with the{' '}
                <LocalLink to="/moon-sign-checker">moon sign checker</LocalLink>.
              </Trans>
            </Text>
            <SignGrid period={target.period} current={target.sign} date={target.date} />
          </Card>
          {!target.sign ? (
            <Text size="sm" c="dimmed">
              <Trans>Each reading counts the planets' transits from the Moon sign (gochara), with the classical obstructions (vedha), and adds the tithi of the day, the sign changes, retrogrades and eclipses of the period.</Trans>
            </Text>
          ) : null}
        </Stack>
      </Container>
    </>
  )
}
