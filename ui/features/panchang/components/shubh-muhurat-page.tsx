import type { ReactNode } from 'react'
import { Alert, Badge, Button, Card, Grid, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconArrowRight,
  IconBan,
  IconBuildingStore,
  IconCar,
  IconCompass,
  IconHeartHandshake,
  IconHome,
  IconHomeHeart,
  IconInfoCircle,
  IconMoodEmpty,
  IconPlane,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { MuhuratCategoryId } from '../../../../core/panchang/request'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { formatLongDay, formatSpanOnDay, todayInZone } from '../../../components/panchang-time'
import type { PanchangLabels } from '../../../components/panchang-labels'
import { usePanchangLabels } from '../../../components/use-panchang-labels'
import { useServices } from '../../../services/services-context'
import type { MuhuratAnswer } from '../../../services/panchang-service'
import { muhuratQueryOptions } from '../api/get-muhurat'
import { MUHURAT_CATEGORY_LIST, muhuratCategoryOfPath, type MuhuratCategory } from '../data/muhurat-categories'
import { usePanchangSearch, type PanchangSearchState } from '../hooks/use-panchang-search'
import { shiftMonth } from '../utils/panchang-search'
import { useDisplayLocale } from './day-sections'
import { ConventionNote } from './convention-note'
import { ControlsCard, MonthControl, monthNames } from './panchang-controls'
import { PanchangError, PanchangLayout, PanchangSkeleton, SectionCard } from './panchang-shell'
import classes from './panchang.module.css'

const ICONS: Record<MuhuratCategoryId, ReactNode> = {
  marriage: <IconHeartHandshake size={26} />,
  'griha-pravesh': <IconHomeHeart size={26} />,
  'vehicle-purchase': <IconCar size={26} />,
  'property-purchase': <IconHome size={26} />,
  'business-launch': <IconBuildingStore size={26} />,
  'journey-start': <IconPlane size={26} />,
}

/** The six undertakings as links (the landing page's cards, or the chips above a category). */
function CategoryLinks({ search, current }: { search: PanchangSearchState; current: MuhuratCategory | null }) {
  const { i18n } = useLingui()
  if (current) {
    return (
      <Group gap="xs" wrap="wrap" className={classes.noPrint} data-testid="muhurat-categories">
        {MUHURAT_CATEGORY_LIST.map((c) => (
          <Button
            key={c.id}
            component={LocalLink}
            to={c.path + search.carry({ month: search.month })}
            size="compact-sm"
            radius="xl"
            variant={c.id === current.id ? 'filled' : 'light'}
            color={c.id === current.id ? 'saffron' : 'cosmic'}
            aria-current={c.id === current.id ? 'page' : undefined}
          >
            {i18n._(c.title)}
          </Button>
        ))}
      </Group>
    )
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="muhurat-categories">
      {MUHURAT_CATEGORY_LIST.map((c) => (
        <Card key={c.id} withBorder radius="lg" padding="lg" shadow="sm" component={LocalLink} to={c.path + search.carry()} style={{ textDecoration: 'none', color: 'inherit' }}>
          <Stack gap="sm" h="100%">
            <ThemeIcon size={52} radius="xl" variant="gradient" gradient={{ from: 'cosmic.7', to: 'saffron.5', deg: 135 }} aria-hidden>
              {ICONS[c.id]}
            </ThemeIcon>
            <Title order={2} size="h4">
              {i18n._(c.title)}
            </Title>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {i18n._(c.summary)}
            </Text>
            <Group gap={4} c="cosmic.7" fw={600} fz="sm">
              <Trans>See the dates</Trans> <IconArrowRight size={16} />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** 'Shukla Dwitiya' (GET /api/muhurat's rule list) in the page's language. */
function ruleTithi(label: string, p: PanchangLabels): string {
  const m = /^(Shukla|Krishna) (.+)$/.exec(label)
  return m ? p.tithiByName(m[2], m[1] === 'Shukla' ? 'shukla' : 'krishna') : p.tithiByName(label, 'shukla')
}

/** The server's "avoid" items in words of the page's language. */
function useAvoidLabel() {
  const { t } = useLingui()
  const p = usePanchangLabels()
  return (item: string): string => {
    if (item.startsWith('Vishti')) return t`Vishti karana (Bhadra)`
    if (item === 'rahu kaal') return p.terms.rahuKaal
    if (item === 'yamaganda') return p.terms.yamaganda
    if (item.startsWith('yogas ')) {
      const yogas = item
        .slice(6)
        .split(',')
        .map((y) => p.yogaByName(y.trim()))
        .join(', ')
      return t`The yogas ${yogas}`
    }
    if (item === 'adhika masa') return t`An adhika (leap) month`
    if (item.startsWith('Kharmas')) return t`Kharmas (the Sun in sidereal Dhanu or Meena)`
    if (item.startsWith('Chaturmas')) return t`Chaturmas (Devshayani to Devutthana Ekadashi)`
    if (item.startsWith('combust')) return t`A combust Jupiter or Venus (Guru or Shukra asta)`
    return item
  }
}

function RulesCard({ category, answer }: { category: MuhuratCategory; answer: MuhuratAnswer }) {
  const { i18n } = useLingui()
  const p = usePanchangLabels()
  const avoid = useAvoidLabel()
  const list = (items: string[], color: string, testId: string) => (
    <Group gap={6} wrap="wrap" data-testid={testId}>
      {items.map((item) => (
        <Badge key={item} variant="light" color={color} radius="sm" tt="none" fw={600}>
          {item}
        </Badge>
      ))}
    </Group>
  )
  const r = answer.rules
  return (
    <SectionCard title={<Trans>The classical rules used</Trans>} testId="muhurat-rules">
      <Stack gap="md">
        <Text size="sm" lh={1.65}>
          {i18n._(category.rules)}
        </Text>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            {p.terms.nakshatra}
          </Text>
          {list(r.nakshatras.map((n) => p.nakshatraByName(n)), 'cosmic', 'rule-nakshatras')}
        </div>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            {p.terms.tithi}
          </Text>
          {list(r.tithis.map((x) => ruleTithi(x, p)), 'saffron', 'rule-tithis')}
        </div>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: r.months ? 6 : 12 }}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {p.terms.vara}
            </Text>
            {list(r.weekdays.map((w) => p.varaByName(w)), 'teal', 'rule-weekdays')}
          </Grid.Col>
          {r.months && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                {p.terms.masa} ({p.terms.amanta})
              </Text>
              {list(r.months.map((m) => p.masa(m)), 'grape', 'rule-months')}
            </Grid.Col>
          )}
        </Grid>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            <Trans>Avoided</Trans>
          </Text>
          <List size="sm" spacing={2} icon={<IconBan size={14} color="var(--mantine-color-red-6)" style={{ marginTop: 3 }} />} data-testid="rule-avoid">
            {r.avoid.map((item) => (
              <List.Item key={item}>{avoid(item)}</List.Item>
            ))}
          </List>
        </div>
        <Text size="xs" c="dimmed">
          {r.span === 'daytime' ? <Trans>Windows are searched from sunrise to sunset.</Trans> : <Trans>Windows are searched from sunrise to the next sunrise.</Trans>}{' '}
          <Trans>Windows shorter than one ghati (24 minutes) are left out. The lagna of the moment is not yet taken into account: ask an astrologer to fix the exact time.</Trans>
        </Text>
      </Stack>
    </SectionCard>
  )
}

function MuhuratDays({ answer, onNextMonth }: { answer: MuhuratAnswer; onNextMonth: () => void }) {
  const p = usePanchangLabels()
  const { t } = useLingui()
  const locale = useDisplayLocale()
  const monthName = `${monthNames(locale)[answer.month - 1]} ${answer.year}`
  if (!answer.days.length) {
    return (
      <Alert color="gray" variant="light" radius="lg" icon={<IconMoodEmpty size={20} />} title={<Trans>No auspicious dates in {monthName}</Trans>} data-testid="muhurat-empty">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <Trans>
              No day of this month meets all the rules at this place. Whole months are closed for some undertakings: Kharmas, Chaturmas, an adhika month or a
              combust Jupiter or Venus.
            </Trans>
          </Text>
          <Button variant="light" color="cosmic" size="xs" onClick={onNextMonth} rightSection={<IconArrowRight size={14} />}>
            <Trans>Next month</Trans>
          </Button>
        </Stack>
      </Alert>
    )
  }
  return (
    <SectionCard
      title={<Trans>Auspicious dates in {monthName}</Trans>}
      testId="muhurat-days"
      aside={
        <Badge color="teal" variant="light" size="lg" tt="none">
          <Plural value={answer.days.length} one="# date" other="# dates" />
        </Badge>
      }
    >
      <Stack gap={0}>
        {answer.days.map((d) => {
          const weekday = p.varaByName(d.weekday)
          return (
            <div key={d.date} className={classes.festival} data-testid="muhurat-day" data-date={d.date}>
              <div className={classes.dateBox} data-major="true">
                <div className={classes.dateDay}>{Number(d.date.slice(8))}</div>
                <div className={classes.dateWeekday}>{monthNames(locale, 'short')[answer.month - 1]}</div>
              </div>
              <div style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap" mb={4}>
                  <Text fw={700}>{formatLongDay(d.date, locale, false)}</Text>
                  <Text c="dimmed" size="sm">
                    {weekday}
                  </Text>
                  {d.dishaShool && (
                    <Badge color="red" variant="light" leftSection={<IconCompass size={12} />} tt="none" data-testid="disha-shool">
                      {p.terms.dishaShool}: {p.direction(d.dishaShool)}
                    </Badge>
                  )}
                </Group>
                <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" withRowBorders={false} visibleFrom="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`Time`}</Table.Th>
                      <Table.Th>{p.terms.tithi}</Table.Th>
                      <Table.Th>{p.terms.nakshatra}</Table.Th>
                      <Table.Th>{p.terms.yoga}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.windows.map((w) => (
                      <Table.Tr key={w.start} data-testid="muhurat-window">
                        <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {formatSpanOnDay(w, d.date, locale)}
                        </Table.Td>
                        <Table.Td>{p.tithiByName(w.tithi, w.paksha === 'krishna' ? 'krishna' : 'shukla')}</Table.Td>
                        <Table.Td>{p.nakshatraByName(w.nakshatra)}</Table.Td>
                        <Table.Td>{p.yogaByName(w.yoga)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Stack gap={6} hiddenFrom="sm">
                  {d.windows.map((w) => (
                    <div key={w.start} data-testid="muhurat-window-compact">
                      <Text size="sm" fw={700}>
                        {formatSpanOnDay(w, d.date, locale)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {p.tithiByName(w.tithi, w.paksha === 'krishna' ? 'krishna' : 'shukla')} · {p.nakshatraByName(w.nakshatra)} · {p.yogaByName(w.yoga)}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </div>
            </div>
          )
        })}
      </Stack>
    </SectionCard>
  )
}

function CategoryView({ category, search }: { category: MuhuratCategory; search: PanchangSearchState }) {
  const services = useServices()
  const place = search.effectivePlace
  const today = todayInZone(place.tz)
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }
  const value = search.month ?? current
  const query = useQuery(muhuratQueryOptions(services, category.id, value.year, value.month, place, search.rise))
  const answer = query.data?.category === category.id ? query.data : undefined
  return (
    <>
      <ControlsCard search={search} when={<MonthControl value={value} current={current} onChange={(next) => search.update({ month: next })} />} />
      <CategoryLinks search={search} current={category} />
      {query.isError && !answer ? (
        <PanchangError error={query.error} />
      ) : !answer ? (
        <PanchangSkeleton cards={2} />
      ) : (
        <Grid gap="lg" className={query.isPlaceholderData ? classes.dimmed : undefined} data-testid="muhurat-results">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <MuhuratDays answer={answer} onNextMonth={() => search.update({ month: shiftMonth(value, 1) })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <RulesCard category={category} answer={answer} />
              <ConventionNote rise={search.rise} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  )
}

function MuhuratBasics() {
  const p = usePanchangLabels()
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="xs" mb="xs">
        <IconInfoCircle size={18} color="var(--mantine-color-cosmic-6)" aria-hidden />
        <Title order={2} size="h4">
          <Trans>How a shubh muhurat is chosen</Trans>
        </Title>
      </Group>
      <Stack gap="xs" fz="sm" lh={1.65}>
        <Text inherit>
          <Trans>
            A muhurat is a window of time in which the five limbs of the panchang favour the work at hand. Each undertaking has its own nakshatras, tithis and
            weekdays in the classical texts (the Muhurta Chintamani); some need particular lunar months.
          </Trans>
        </Text>
        <Text inherit>
          <Trans>
            Every muhurat here also avoids {p.karana(8)}, the inauspicious yogas, {p.terms.rahuKaal} and {p.terms.yamaganda}; marriage and griha pravesh also
            avoid Kharmas, Chaturmas and a combust Jupiter or Venus. The dates depend on the place, because sunrise and the day's divisions do.
          </Trans>
        </Text>
      </Stack>
    </Card>
  )
}

/**
 * /shubh-muhurat and its six categories (/shubh-muhurat/marriage, griha-pravesh, vehicle-purchase,
 * property-purchase, business-launch, journey-start): for a month and a place, the good dates and
 * windows from GET /api/muhurat, with the classical rules they follow.
 */
export function ShubhMuhuratPage({ entry }: { entry: RouteEntry }) {
  const search = usePanchangSearch()
  const category = muhuratCategoryOfPath(entry.path)
  return (
    <PanchangLayout entry={entry} search={search}>
      {category ? (
        <CategoryView category={category} search={search} />
      ) : (
        <>
          <CategoryLinks search={search} current={null} />
          <MuhuratBasics />
        </>
      )}
    </PanchangLayout>
  )
}
