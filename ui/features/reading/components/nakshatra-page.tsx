import type { ReactNode } from 'react'
import { Alert, Badge, Card, Container, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { formatDegrees } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import type { NakshatraAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { nakshatraQueryOptions } from '../api/nakshatra-queries'

function useNakshatraLabels() {
  const { t } = useLingui()
  const gana: Record<NakshatraAnswer['gana'], string> = { deva: t`Deva (divine)`, manushya: t`Manushya (human)`, rakshasa: t`Rakshasa (fierce)` }
  const nadi: Record<NakshatraAnswer['nadi'], string> = { aadi: t`Aadi (vata)`, madhya: t`Madhya (pitta)`, antya: t`Antya (kapha)` }
  const yoni: Record<NakshatraAnswer['yoni']['animal'], string> = {
    horse: t`Horse`,
    elephant: t`Elephant`,
    sheep: t`Sheep`,
    serpent: t`Serpent`,
    dog: t`Dog`,
    cat: t`Cat`,
    rat: t`Rat`,
    cow: t`Cow`,
    buffalo: t`Buffalo`,
    tiger: t`Tiger`,
    deer: t`Deer`,
    monkey: t`Monkey`,
    mongoose: t`Mongoose`,
    lion: t`Lion`,
  }
  const sex = { male: t`male`, female: t`female` }
  return { gana, nadi, yoni, sex }
}

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  )
}

function NakshatraView({ answer }: { answer: NakshatraAnswer }) {
  const labels = useJyotishLabels()
  const l = useNakshatraLabels()
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Text lh={1.8} data-testid="nakshatra-traits">
          {answer.traits}
        </Text>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mt="lg">
          <Fact label={<Trans>Deity</Trans>}>{answer.deity}</Fact>
          <Fact label={<Trans>Symbol</Trans>}>{answer.symbol}</Fact>
          <Fact label={<Trans>Ruling planet</Trans>} testId="nakshatra-lord">
            {labels.planet(answer.lord)}
          </Fact>
          <Fact label={<Trans>Span</Trans>}>
            {formatDegrees(answer.span.from)} – {formatDegrees(answer.span.to)}
          </Fact>
          <Fact label={<Trans>Gana</Trans>}>{l.gana[answer.gana]}</Fact>
          <Fact label={<Trans>Yoni</Trans>}>
            {l.yoni[answer.yoni.animal]} ({l.sex[answer.yoni.sex]})
          </Fact>
          <Fact label={<Trans>Nadi</Trans>}>{l.nadi[answer.nadi]}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="xs">
          <Trans>The four padas and their syllables</Trans>
        </Title>
        <Table withTableBorder data-testid="nakshatra-padas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Pada</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Rashi</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Syllable for names</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.padas.map((p) => (
              <Table.Tr key={p.pada}>
                <Table.Td>{p.pada}</Table.Td>
                <Table.Td>{labels.sign(p.rashi)}</Table.Td>
                <Table.Td>
                  <LocalLink to={`/baby-naming?nakshatra=${answer.index}&pada=${p.pada}`}>
                    {p.latin} · {p.devanagari}
                  </LocalLink>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb={4}>
          <Trans>Compatible nakshatras</Trans>
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          <Trans>By the star-based kootas of guna milan (tara, yoni, gana and nadi, 21 points), leaving out vedha pairs. The full match also weighs both charts.</Trans>
        </Text>
        <Group gap="xs" data-testid="nakshatra-compatible">
          {answer.compatible.map((c) => (
            <Badge key={c.id} component={LocalLink} to={`/nakshatras/${c.slug}`} size="lg" variant="light" color="saffron" style={{ cursor: 'pointer' }}>
              {labels.nakshatra(c.index)} · {c.points}/21
            </Badge>
          ))}
        </Group>
      </Card>
      <Group gap="xs">
        {answer.index > 1 ? (
          <LocalLink to={`/nakshatras/${slugOf(answer.index - 1)}`}>← {labels.nakshatra(answer.index - 1)}</LocalLink>
        ) : null}
        {answer.index < 27 ? (
          <LocalLink to={`/nakshatras/${slugOf(answer.index + 1)}`} style={{ marginLeft: 'auto' }}>
            {labels.nakshatra(answer.index + 1)} →
          </LocalLink>
        ) : null}
      </Group>
    </Stack>
  )
}

const SLUGS = ['ashwini', 'bharani', 'krittika', 'rohini', 'mrigashira', 'ardra', 'punarvasu', 'pushya', 'ashlesha', 'magha', 'purva-phalguni', 'uttara-phalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha', 'mula', 'purva-ashadha', 'uttara-ashadha', 'shravana', 'dhanishta', 'shatabhisha', 'purva-bhadrapada', 'uttara-bhadrapada', 'revati'] as const
const slugOf = (index: number) => SLUGS[index - 1]!

/** /nakshatras/{slug} (and /hindi/nakshatras/{slug}): one of the 27 lunar mansions. */
export function NakshatraPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const labels = useJyotishLabels()
  const services = useServices()
  const { slug = '' } = useParams({ strict: false }) as { slug?: string }
  const result = useQuery(nakshatraQueryOptions(services, slug.toLowerCase(), i18n.locale))
  const index = SLUGS.indexOf(slug.toLowerCase() as (typeof SLUGS)[number]) + 1
  const title = index ? t`${labels.nakshatra(index)} Nakshatra` : i18n._(entry.title)
  return (
    <>
      <PageHero title={title} subtitle={result.data ? <Trans>Nakshatra {index} of 27, ruled by {labels.planet(result.data.lord)}.</Trans> : i18n._(entry.description)} />
      <Container py="xl">
        {result.isPending ? (
          <Skeleton height={600} radius="lg" />
        ) : result.isError ? (
          <Alert color="red" role="alert">
            <Trans>This nakshatra could not be loaded. Please try again.</Trans>
          </Alert>
        ) : (
          <NakshatraView answer={result.data} />
        )}
      </Container>
    </>
  )
}
