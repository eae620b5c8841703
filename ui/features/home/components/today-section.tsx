import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Box, Button, Card, Container, Group, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconBriefcase, IconCalendarStats, IconCoin, IconHeart, IconHeartbeat, IconMapPin, IconSparkles, IconSunrise, IconSunset } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { OnDemandSelect } from '../../../components/on-demand-select'
import { formatDate } from '../../../../core/shared/formatting'
import { useLanguage } from '../../../i18n/language'
import { LocalLink } from '../../../components/local-link'
import { panchangLabels } from '../../../components/panchang-labels'
import { formatClockOnDay, todayInZone } from '../../../components/panchang-time'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { dailyHoroscopePath, ZODIAC_SIGNS, type ZodiacSign } from '../../../components/zodiac-signs'
import { ZODIAC_LABELS } from '../../../components/zodiac-labels'
import { dailyHoroscopeQueryOptions } from '../api/get-daily-horoscope'
import { todayPanchangQueryOptions } from '../api/get-today-panchang'
import { useHomeServices } from '../hooks/use-home-services'
import { formatPanchangSpan, formatPanchangTime, PANCHANG_TIME_ZONE } from '../utils/ist-time'
import { SectionHeading } from './section-heading'
import classes from './home.module.css'

function TodayPrediction() {
  const { t, i18n } = useLingui()
  const { language } = useLanguage()
  const { today } = useHomeServices()
  const [sign, setSign] = useState<ZodiacSign>('Aries')
  const { data, isPending, isError } = useQuery(dailyHoroscopeQueryOptions(today, sign, language))
  const symbol = ZODIAC_SIGNS.find((z) => z.sign === sign)!.symbol
  const signName = i18n._(ZODIAC_LABELS[sign].name)
  const areas = [
    { key: 'love', icon: <IconHeart size={14} color="var(--mantine-color-pink-6)" />, label: <Trans>Love</Trans>, text: data?.love },
    { key: 'career', icon: <IconBriefcase size={14} color="var(--mantine-color-cosmic-6)" />, label: <Trans>Career</Trans>, text: data?.career },
    { key: 'health', icon: <IconHeartbeat size={14} color="var(--mantine-color-teal-6)" />, label: <Trans>Health</Trans>, text: data?.health },
    { key: 'finances', icon: <IconCoin size={14} color="var(--mantine-color-saffron-7)" />, label: <Trans>Finances</Trans>, text: data?.finances },
  ]

  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="gradient" gradient={{ from: 'cosmic.7', to: 'saffron.5', deg: 135 }}>
              <Text fz={24} lh={1} c="white" aria-hidden>
                {symbol}
              </Text>
            </ThemeIcon>
            <div>
              <Title order={3} fz="lg">
                <Trans>Today's prediction</Trans>
              </Title>
              <Text size="xs" c="dimmed">
                {formatDate(todayInZone(PANCHANG_TIME_ZONE), language)}
              </Text>
            </div>
          </Group>
          <OnDemandSelect
            aria-label={t`Zodiac sign`}
            w={{ base: "100%", xs: 150 }}
            size="sm"
            radius="xl"
            allowDeselect={false}
            value={sign}
            onChange={(value) => value && setSign(value as ZodiacSign)}
            data={ZODIAC_SIGNS.map((z) => ({ value: z.sign, label: `${z.symbol} ${i18n._(ZODIAC_LABELS[z.sign].name)}` }))}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {isPending ? (
          <Stack gap={8}>
            <Skeleton h={12} radius="xl" />
            <Skeleton h={12} radius="xl" />
            <Skeleton h={12} w="70%" radius="xl" />
          </Stack>
        ) : isError || !data?.prediction ? (
          <Text c="dimmed">
            <Trans>Today's prediction for {signName} is being prepared. Open the full horoscope for love, career and health.</Trans>
          </Text>
        ) : (
          <>
            <Text lh={1.7}>{data.prediction}</Text>
            <SimpleGrid cols={2} spacing="xs">
              {areas
                .filter((area) => area.text)
                .map((area) => (
                  <Box key={area.key} p="xs" style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-default-hover)' }}>
                    <Group gap={6} wrap="nowrap" mb={2}>
                      {area.icon}
                      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                        {area.label}
                      </Text>
                    </Group>
                    <Text size="sm" lineClamp={3} lh={1.5}>
                      {area.text}
                    </Text>
                  </Box>
                ))}
            </SimpleGrid>
            <Group gap="xs">
              {data.luckyColor ? (
                <Badge variant="light" color="saffron" radius="sm">
                  <Trans>Lucky colour: {data.luckyColor}</Trans>
                </Badge>
              ) : null}
              {data.luckyNumber !== undefined ? (
                <Badge variant="light" color="cosmic" radius="sm">
                  <Trans>Lucky number: {String(data.luckyNumber)}</Trans>
                </Badge>
              ) : null}
            </Group>
          </>
        )}
        <Button
          component={LocalLink}
          to={dailyHoroscopePath(sign)}
          variant="light"
          color="cosmic"
          radius="xl"
          mt="auto"
          rightSection={<IconArrowRight size={16} />}
        >
          <Trans>Read {signName} horoscope</Trans>
        </Button>
      </Stack>
    </Card>
  )
}

function PanchangRow({ label, value, note, progress }: { label: ReactNode; value: ReactNode; note?: ReactNode; progress?: number }) {
  return (
    <div className={classes.panchangRow}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={600} ta="right">
          {value || '—'}
          {note ? (
            <Text span size="xs" c="dimmed" fw={400} ml={6}>
              {note}
            </Text>
          ) : null}
        </Text>
      </Group>
      {progress !== undefined && Number.isFinite(progress) ? (
        <Progress value={Math.min(100, Math.max(0, progress))} size={4} radius="xl" color="saffron" mt={4} aria-hidden />
      ) : null}
    </div>
  )
}

/**
 * 'until 3:45 PM' for an end time on Delhi's clock (the answer's +05:30 wall time), with the date
 * when it falls after midnight ('until 2:37 AM, Nov 23'); nothing when there is no end.
 */
function Until({ time, day }: { time?: string | null; day?: string }) {
  const { language } = useLanguage()
  const clock = day ? formatClockOnDay(time, day, DISPLAY_LOCALES[language]) : formatPanchangTime(time)
  return clock ? <Trans>until {clock}</Trans> : null
}

function TodayPanchang() {
  const { today } = useHomeServices()
  const { language } = useLanguage()
  const { data, isPending, isError } = useQuery(todayPanchangQueryOptions(today))
  const p = panchangLabels(language)
  // The card is Delhi's: its date is today's in IST (from the answer), not the browser's.
  const date = formatDate(data?.date ?? todayInZone(PANCHANG_TIME_ZONE), language)
  const abhijit = data?.auspicious_timings?.abhijit_muhurta

  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" h="100%" data-testid="today-panchang">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="gradient" gradient={{ from: 'saffron.5', to: 'yellow.5', deg: 135 }}>
              <IconCalendarStats size={26} />
            </ThemeIcon>
            <div>
              <Title order={3} fz="lg">
                <Trans>Today's panchang</Trans>
              </Title>
              <Text size="xs" c="dimmed" data-testid="today-panchang-date">
                {date}
              </Text>
            </div>
          </Group>
          <Badge variant="outline" color="gray" radius="sm" leftSection={<IconMapPin size={12} />} style={{ overflow: "visible" }} w="max-content">
            <Trans>Delhi, IST</Trans>
          </Badge>
        </Group>
        {isPending ? (
          <Stack gap={10}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={14} radius="xl" />
            ))}
          </Stack>
        ) : isError || !data ? (
          <Text c="dimmed">
            <Trans>Today's panchang is not available right now. Open the panchang page for tithi, nakshatra, yoga and karana.</Trans>
          </Text>
        ) : (
          <>
            <Group grow gap="sm">
              <Box p="xs" style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-saffron-light)' }}>
                <Group gap={6} wrap="nowrap">
                  <IconSunrise size={18} color="var(--mantine-color-saffron-6)" />
                  <Text size="xs" c="dimmed">
                    {p.kala.sunrise}
                  </Text>
                </Group>
                <Text fw={700} data-testid="today-sunrise">
                  {formatPanchangTime(data.sunrise) || '—'}
                </Text>
              </Box>
              <Box p="xs" style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-cosmic-light)' }}>
                <Group gap={6} wrap="nowrap">
                  <IconSunset size={18} color="var(--mantine-color-cosmic-6)" />
                  <Text size="xs" c="dimmed">
                    {p.kala.sunset}
                  </Text>
                </Group>
                <Text fw={700} data-testid="today-sunset">
                  {formatPanchangTime(data.sunset) || '—'}
                </Text>
              </Box>
            </Group>
            <div>
              <PanchangRow label={p.terms.vara} value={data.vara?.english ? p.varaByName(data.vara.english) : ''} />
              <PanchangRow
                label={p.terms.tithi}
                value={data.tithi?.name ? p.tithiByName(data.tithi.name, data.tithi.paksha ?? 'shukla', !!data.tithi.paksha) : ''}
                note={<Until time={data.tithi?.end_time} day={data.date} />}
                progress={data.tithi?.percentage}
              />
              <PanchangRow
                label={p.terms.nakshatra}
                value={data.nakshatra?.name ? p.nakshatraByName(data.nakshatra.name) : ''}
                note={<Until time={data.nakshatra?.end_time} day={data.date} />}
                progress={data.nakshatra?.percentage}
              />
              <PanchangRow label={p.terms.yoga} value={data.yoga?.name ? p.yogaByName(data.yoga.name) : ''} note={<Until time={data.yoga?.end_time} day={data.date} />} />
              <PanchangRow label={p.terms.karana} value={data.karana?.name ? p.karanaByName(data.karana.name) : ''} note={<Until time={data.karana?.end_time} day={data.date} />} />
              <PanchangRow label={p.terms.rahuKaal} value={formatPanchangSpan(data.inauspicious_timings?.rahu_kaal)} />
              <PanchangRow
                label={p.terms.abhijit}
                value={abhijit === null ? <Trans>None on Wednesdays</Trans> : formatPanchangSpan(abhijit)}
              />
            </div>
          </>
        )}
        <Button
          component={LocalLink}
          to="/panchang"
          variant="light"
          color="saffron"
          radius="xl"
          mt="auto"
          rightSection={<IconArrowRight size={16} />}
        >
          <Trans>Full panchang</Trans>
        </Button>
      </Stack>
    </Card>
  )
}

/**
 * Today's prediction and today's panchang on the home page. A card appears once its feature answers:
 * while the server has no horoscope or panchang service, the card (or the whole section) is left out.
 */
export function TodaySection() {
  const { today } = useHomeServices()
  const { language } = useLanguage()
  const prediction = useQuery(dailyHoroscopeQueryOptions(today, 'Aries', language))
  const panchang = useQuery(todayPanchangQueryOptions(today))
  const showPrediction = !prediction.isError
  const showPanchang = !panchang.isError
  if (!showPrediction && !showPanchang) return null
  return (
    <Box component="section" py={{ base: 48, md: 72 }} aria-labelledby="home-today-title">
      <Container size="lg">
        <SectionHeading
          id="home-today-title"
          eyebrow={
            <Group gap={6} justify="center" component="span">
              <IconSparkles size={14} />
              <Trans>Today</Trans>
            </Group>
          }
          title={<Trans>Your day in the stars</Trans>}
        />
        <SimpleGrid cols={{ base: 1, md: showPrediction && showPanchang ? 2 : 1 }} spacing="lg">
          {showPrediction ? <TodayPrediction /> : null}
          {showPanchang ? <TodayPanchang /> : null}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
