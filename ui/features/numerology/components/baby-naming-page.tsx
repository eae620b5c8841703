import { useMemo, useState } from 'react'
import { Alert, Anchor, Badge, Button, Card, Container, Grid, Group, Pagination, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { IconBabyCarriage, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { OnDemandSelect } from '../../../components/on-demand-select'
import type { RouteEntry } from '../../../app/route-table'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import { birthSearchString, parseBirthSearch } from '../../../components/birth/birth-search'
import { kundliQueryOptions } from '../../../components/birth/chart-query'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import type { BabyNamesAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { babyNamesQueryOptions, syllablesQueryOptions } from '../api/numerology-queries'
import { babyNamesApiQuery, NAMES_PER_PAGE, parseBabyNameSearch, type BabyNameSearch } from '../utils/baby-name-search'

/** Replaces some keys of the page's query string (null removes one) and goes there. */
function useSearchUpdate() {
  const router = useRouter()
  const { localize } = useLanguage()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  return (changes: Record<string, string | null>, path = '/baby-naming') => {
    const params = new URLSearchParams(searchStr)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') params.delete(key)
      else params.set(key, value)
    }
    const text = params.toString()
    void router.navigate({ href: localize(text ? `${path}?${text}` : path) })
  }
}

/** The avakahada chakra: every nakshatra's four pada syllables, each a link to its names. */
function SyllableChakra({ current }: { current: { nakshatra: number | null; pada: number | null; rashi: number | null } }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const labels = useJyotishLabels()
  const update = useSearchUpdate()
  const result = useQuery(syllablesQueryOptions(services, { lang: i18n.locale }))
  if (result.isPending) return <Skeleton height={400} radius="lg" />
  if (result.isError) return null
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="syllable-chakra">
      <Title order={2} size="h4" mb={4}>
        <Trans>Starting syllables of each nakshatra</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>The name traditionally begins with the syllable of the pada of the nakshatra the Moon was in at birth. Choose a syllable to see its names.</Trans>
      </Text>
      <OnDemandSelect
        label={t`Or choose a rashi (moon sign)`}
        placeholder={t`Choose a rashi`}
        data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: labels.sign(i + 1) }))}
        value={current.rashi ? String(current.rashi) : null}
        onChange={(value) => value && update({ rashi: value, nakshatra: null, pada: null, page: null, date: null, time: null, latitude: null, longitude: null, location: null, name: null })}
        mb="md"
        maw={280}
        data-testid="rashi-select"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} verticalSpacing={6}>
        {result.data.nakshatras.map((n) => (
          <Group key={n.index} gap={4} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600} miw={0} truncate>
              {labels.nakshatra(n.index)}
            </Text>
            <Group gap={4} wrap="nowrap">
              {n.padas.map((p) => (
                <Button
                  key={p.pada}
                  component={LocalLink}
                  to={`/baby-naming?nakshatra=${n.index}&pada=${p.pada}`}
                  size="compact-xs"
                  variant={current.nakshatra === n.index && current.pada === p.pada ? 'filled' : 'light'}
                  color="saffron"
                  aria-label={`${labels.nakshatra(n.index)} ${p.pada} (${p.latin})`}
                >
                  {i18n.locale === 'en' ? p.latin : p.devanagari}
                </Button>
              ))}
            </Group>
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  )
}

function NameTable({ answer }: { answer: BabyNamesAnswer }) {
  const { language } = useLanguage()
  const script = (name: BabyNamesAnswer['names'][number]) => (language === 'en' || language === 'hi' ? name.scripts.hi : name.scripts[language])
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" data-testid="baby-names">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>In script</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Meaning</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Gender</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.names.map((name) => (
            <Table.Tr key={`${name.name}-${name.gender}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {name.name}
                </Text>
                {name.match === 'letter' || name.match === 'nakshatra' ? (
                  <Text size="xs" c="dimmed" data-testid="name-fit">
                    {name.match === 'letter' ? <Trans>same first letter</Trans> : <Trans>another pada of the nakshatra</Trans>}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{script(name)}</Table.Td>
              <Table.Td>
                <Text size="sm" lang={language}>
                  {name.meanings[language]}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={name.gender === 'boy' ? 'blue' : name.gender === 'girl' ? 'pink' : 'grape'}>
                  {name.gender === 'boy' ? <Trans>Boy</Trans> : name.gender === 'girl' ? <Trans>Girl</Trans> : <Trans>Unisex</Trans>}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function Filters({ search }: { search: BabyNameSearch }) {
  const { t } = useLingui()
  const update = useSearchUpdate()
  const [letter, setLetter] = useState(search.letter)
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t`Gender`}
        value={search.gender === 'boy' ? 'male' : search.gender === 'girl' ? 'female' : 'all'}
        onChange={(value) => update({ gender: value === 'all' ? null : value, page: null })}
        data={[
          { value: 'all', label: t`All` },
          { value: 'male', label: t`Boy` },
          { value: 'female', label: t`Girl` },
        ]}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          update({ letter: /^[A-Za-z]{1,3}$/.test(letter.trim()) ? letter.trim() : null, page: null })
        }}
      >
        <Group gap={6} align="flex-end">
          <TextInput size="sm" w={160} label={t`Starts with (A–Z)`} value={letter} maxLength={3} onChange={(e) => setLetter(e.currentTarget.value)} />
          <Button type="submit" size="sm" variant="default" leftSection={<IconSearch size={14} aria-hidden />}>
            <Trans>Filter</Trans>
          </Button>
        </Group>
      </form>
    </Group>
  )
}

function NameResults({ nakshatra, pada, search }: { nakshatra: number | null; pada: number | null; search: BabyNameSearch }) {
  const { i18n } = useLingui()
  const services = useServices()
  const labels = useJyotishLabels()
  const update = useSearchUpdate()
  const result = useQuery(babyNamesQueryOptions(services, babyNamesApiQuery(nakshatra, pada, search, i18n.locale)))
  const syllables = result.data?.syllables ?? []
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / NAMES_PER_PAGE)) : 1
  const exactCount = result.data?.exact ?? 0

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" data-testid="names-heading">
            {nakshatra === null ? (
              <Trans>Names for {labels.sign(search.rashi ?? 1)} rashi</Trans>
            ) : pada ? (
              <Trans>Names for {labels.nakshatra(nakshatra)}, pada {pada}</Trans>
            ) : (
              <Trans>Names for {labels.nakshatra(nakshatra)}</Trans>
            )}
          </Title>
          {syllables.length > 0 ? (
            <Group gap={6} mt={6}>
              <Text size="sm" c="dimmed">
                <Trans>Starting syllables:</Trans>
              </Text>
              {syllables.map((s) => (
                <Badge key={`${s.nakshatra}-${s.pada}`} size="lg" variant="light" color="saffron" data-testid="syllable">
                  {s.latin} · {s.devanagari}
                </Badge>
              ))}
              <Text size="sm" c="dimmed">
                <Trans>Rashi: {labels.sign(syllables[0]!.rashi)}</Trans>
              </Text>
            </Group>
          ) : null}
        </div>
        <Filters key={`${search.gender}-${search.letter}`} search={search} />
        {result.isPending ? (
          <Skeleton height={320} />
        ) : result.isError ? (
          <Alert color="red" role="alert">
            <Trans>The names could not be loaded. Please try again.</Trans>
          </Alert>
        ) : result.data.total === 0 ? (
          <Text c="dimmed">
            <Trans>No names match these filters. Try another letter or gender.</Trans>
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="names-total">
              <Trans>{result.data.total} names</Trans>
            </Text>
            {result.data.exact < result.data.total ? (
              <Text size="sm" data-testid="names-filled">
                <Trans>
                  Only {exactCount} names begin with this syllable. As naming guides allow for a rare syllable, the list goes on with names that begin with the same letter, then with the syllables of the nakshatra's other padas.
                </Trans>
              </Text>
            ) : null}
            <NameTable answer={result.data} />
            {pages > 1 ? <Pagination total={pages} value={search.page} onChange={(page) => update({ page: page === 1 ? null : String(page) })} /> : null}
          </>
        )}
      </Stack>
    </Card>
  )
}

/** The baby's Moon nakshatra and pada from its birth details, then its names. */
function FromBirth({ search }: { search: BabyNameSearch }) {
  const services = useServices()
  const labels = useJyotishLabels()
  const chart = useQuery(kundliQueryOptions(services, search.birth!))
  if (chart.isPending) return <Skeleton height={400} radius="lg" />
  if (chart.isError)
    return (
      <Alert color="red" role="alert">
        <Trans>The birth chart could not be computed from these details. Please check them.</Trans>
      </Alert>
    )
  const moon = chart.data.planets.find((p) => p.id === 'moon')!
  return (
    <Stack gap="md">
      <Alert color="saffron" variant="light" icon={<IconBabyCarriage size={20} aria-hidden />} data-testid="baby-moon">
        <Trans>
          At this birth the Moon is in {labels.nakshatra(moon.nakshatra)} nakshatra, pada {moon.pada}, in {labels.sign(moon.sign)}.
        </Trans>
      </Alert>
      <NameResults nakshatra={moon.nakshatra} pada={moon.pada} search={search} />
    </Stack>
  )
}

/**
 * /baby-naming: names by the starting syllable of the birth nakshatra and pada (avakahada chakra), from
 * the baby's birth details or a nakshatra chosen directly, filterable by gender and first letters.
 */
export function BabyNamingPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const { localize } = useLanguage()
  const router = useRouter()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const search = useMemo(() => parseBabyNameSearch(new URLSearchParams(searchStr)), [searchStr])
  const details = useMemo(() => parseBirthSearch(new URLSearchParams(searchStr)), [searchStr])
  const chosen = search.birth ? 'birth' : search.nakshatra ? 'nakshatra' : search.rashi ? 'rashi' : null

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap="lg">
          {chosen === 'birth' ? <FromBirth search={search} /> : null}
          {chosen === 'nakshatra' ? <NameResults nakshatra={search.nakshatra!} pada={search.pada} search={search} /> : null}
          {chosen === 'rashi' ? <NameResults nakshatra={null} pada={null} search={search} /> : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card withBorder radius="lg" padding="lg" shadow="sm">
                <Title order={2} size="h4" mb="xs">
                  <Trans>Find names from the baby's birth details</Trans>
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  <Trans>The Moon's nakshatra and pada at birth give the first syllable of the name.</Trans>
                </Text>
                <BirthDetailsForm
                  key={searchStr}
                  initial={details}
                  useSaved={false}
                  layout="narrow"
                  label={t`Baby's birth details`}
                  submitLabel={<Trans>Find names</Trans>}
                  onSubmit={(next) => void router.navigate({ href: localize(`/baby-naming?${birthSearchString(next)}`) })}
                />
                {chosen ? (
                  <Anchor component={LocalLink} to="/baby-naming" size="sm" mt="sm" display="block">
                    <Trans>Start again</Trans>
                  </Anchor>
                ) : null}
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SyllableChakra current={search} />
            </Grid.Col>
          </Grid>
          <Text size="xs" c="dimmed">
            <Trans>Syllables from the avakahada chakra as printed in Indian almanacs. Meanings are given in English.</Trans>
          </Text>
        </Stack>
      </Container>
    </>
  )
}
