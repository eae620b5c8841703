import { useMemo, useState, type ReactNode } from 'react'
import { Alert, Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { IconHeart } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ScoreRing } from '../../../components/score-ring'
import { OnDemandSelect } from '../../../components/on-demand-select'
import { signCompatibility, type ElementHarmony, type SignCompatibility } from '../../../../core/matching/sign-compatibility'
import type { RouteEntry } from '../../../app/route-table'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import type { LoveCompatibilityAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { loveQueryOptions } from '../api/love-queries'
import { loveHref, parseLoveSearch } from '../utils/love-search'

const SIGNS = Array.from({ length: 12 }, (_, i) => i + 1)
const BAND_COLOR: Record<SignCompatibility['band'], string> = { excellent: 'teal', good: 'green', average: 'yellow', challenging: 'orange' }

function useLoveLabels() {
  const { t } = useLingui()
  const band: Record<SignCompatibility['band'], string> = { excellent: t`Excellent match`, good: t`Good match`, average: t`Average match`, challenging: t`Challenging match` }
  const element: Record<SignCompatibility['elements'][number], string> = { fire: t`Fire`, earth: t`Earth`, air: t`Air`, water: t`Water` }
  const modality: Record<SignCompatibility['modalities'][number], string> = { movable: t`Movable (chara)`, fixed: t`Fixed (sthira)`, dual: t`Dual (dvisvabhava)` }
  const harmony: Record<ElementHarmony, string> = { same: t`the same element`, complementary: t`elements that feed each other`, uneasy: t`elements that need effort`, opposed: t`opposed elements` }
  const relation: Record<string, string> = {
    sameLord: t`the same planet`,
    friends: t`mutual friends`,
    friendly: t`friendly`,
    neutral: t`neutral to each other`,
    strained: t`strained`,
    enemies: t`enemies`,
  }
  return { band, element, modality, harmony, relation }
}

/** The two sign pickers; choosing both opens the pair's page. */
function SignPicker({ sign1, sign2 }: { sign1: number | null; sign2: number | null }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const { localize } = useLanguage()
  const router = useRouter()
  const [first, setFirst] = useState<string | null>(sign1 ? String(sign1) : null)
  const [second, setSecond] = useState<string | null>(sign2 ? String(sign2) : null)
  const data = SIGNS.map((s) => ({ value: String(s), label: labels.sign(s) }))
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm">
      <form
        data-testid="love-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (first && second) void router.navigate({ href: localize(loveHref(Number(first), Number(second))) })
        }}
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          <OnDemandSelect data-testid="sign1-select" label={t`Your moon sign`} placeholder={t`Choose a sign`} data={data} value={first} onChange={setFirst} w={{ base: '100%', sm: 220 }} allowDeselect={false} />
          <IconHeart size={24} color="var(--mantine-color-pink-6)" aria-hidden style={{ marginBottom: 8 }} />
          <OnDemandSelect data-testid="sign2-select" label={t`Partner's moon sign`} placeholder={t`Choose a sign`} data={data} value={second} onChange={setSecond} w={{ base: '100%', sm: 220 }} allowDeselect={false} />
          <Button type="submit" color="pink" radius="xl" disabled={!first || !second}>
            <Trans>Check compatibility</Trans>
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed" mt="sm">
        <Trans>
          Vedic compatibility is read from the Moon sign (rashi). Don't know yours? Find it with the{' '}
          <Anchor component={LocalLink} to="/moon-sign-checker">
            moon sign checker
          </Anchor>
          . With both birth times, the full{' '}
          <Anchor component={LocalLink} to="/kundli-matching">
            kundli matching
          </Anchor>{' '}
          is more precise.
        </Trans>
      </Text>
    </Card>
  )
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  )
}

function Reading({ answer }: { answer: LoveCompatibilityAnswer }) {
  const labels = useJyotishLabels()
  const l = useLoveLabels()
  const [a, b] = answer.asked
  const [la, lb] = answer.lords
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="love-reading">
      <Group gap="lg" wrap="wrap" align="center">
        <ScoreRing
          size={128}
          thickness={12}
          percent={answer.score}
          color={BAND_COLOR[answer.band]}
          label={
            <Text ta="center" fw={800} fz={26} data-testid="love-score">
              {answer.score}%
            </Text>
          }
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
          <Text size="sm" c="dimmed">
            {a!.name} + {b!.name}
          </Text>
          <Title order={2} size="h3" data-testid="love-headline">
            {answer.text.headline}
          </Title>
          <Badge color={BAND_COLOR[answer.band]} variant="light" w="fit-content">
            {l.band[answer.band]}
          </Badge>
        </Stack>
      </Group>
      <Text mt="md" lh={1.7}>
        {answer.text.text}
      </Text>
      <Alert color="pink" variant="light" mt="md" icon={<IconHeart size={18} aria-hidden />}>
        {answer.text.tip}
      </Alert>
      <Text size="xs" c="dimmed" mt="xs">
        {answer.text.note}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="lg" spacing="md">
        <Fact label={<Trans>Elements</Trans>}>
          {l.element[answer.elements[0]]} · {l.element[answer.elements[1]]} ({l.harmony[answer.elementHarmony]})
        </Fact>
        <Fact label={<Trans>Nature</Trans>}>
          {l.modality[answer.modalities[0]]} · {l.modality[answer.modalities[1]]}
        </Fact>
        <Fact label={<Trans>Sign lords</Trans>}>
          {labels.planet(la)} · {labels.planet(lb)} ({l.relation[answer.lordRelation] ?? answer.lordRelation}, {answer.maitriPoints}/5)
        </Fact>
        <Fact label={<Trans>Bhakoot</Trans>}>
          {answer.bhakoot.position}:{' '}
          {answer.bhakoot.dosha ? answer.bhakoot.cancelled ? <Trans>dosha, cancelled by the lords</Trans> : <Trans>bhakoot dosha</Trans> : <Trans>favourable</Trans>} ({answer.bhakoot.points}/7)
        </Fact>
      </SimpleGrid>
    </Card>
  )
}

/** Every sign against every sign, each cell the pair's score and a link to its reading. */
function Matrix({ highlight }: { highlight: number | null }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const scores = useMemo(() => SIGNS.map((a) => SIGNS.map((b) => signCompatibility(a, b))), [])
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        <Trans>All 144 sign pairs</Trans>
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder withColumnBorders fz="xs" ta="center" aria-label={t`Compatibility of every pair of moon signs`} data-testid="love-matrix">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {SIGNS.map((s) => (
                <Table.Th key={s} ta="center">
                  {labels.signAbbr(s)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SIGNS.map((a, i) => (
              <Table.Tr key={a} bg={highlight === a ? 'var(--mantine-color-pink-light)' : undefined}>
                <Table.Th ta="left">{labels.sign(a)}</Table.Th>
                {SIGNS.map((b, j) => (
                  <Table.Td key={b} p={2}>
                    <Anchor component={LocalLink} to={loveHref(a, b)} c={BAND_COLOR[scores[i]![j]!.band]} fw={700} size="xs" aria-label={`${labels.sign(a)} + ${labels.sign(b)}: ${scores[i]![j]!.score}%`}>
                      {scores[i]![j]!.score}
                    </Anchor>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}

/**
 * /love-compatibility: sign-by-sign (rashi) compatibility for people without birth times, with the
 * reading of each of the 78 pairs in the page's language, and the table of all 144 pairs.
 */
export function LoveCompatibilityPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const services = useServices()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const { sign1, sign2 } = useMemo(() => parseLoveSearch(new URLSearchParams(searchStr)), [searchStr])
  const result = useQuery({ ...loveQueryOptions(services, sign1 ?? 1, sign2 ?? 1, i18n.locale), enabled: sign1 !== null && sign2 !== null })

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap="lg">
          <SignPicker key={searchStr} sign1={sign1} sign2={sign2} />
          {sign1 && sign2 ? (
            result.isPending ? (
              <Skeleton height={360} radius="lg" />
            ) : result.isError ? (
              <Alert color="red" role="alert">
                <Trans>This reading could not be loaded. Please try again.</Trans>
              </Alert>
            ) : (
              <Reading answer={result.data} />
            )
          ) : null}
          <Matrix highlight={sign1} />
        </Stack>
      </Container>
    </>
  )
}
