import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { ZODIAC_SIGNS } from '../../../components/zodiac-signs'
import type { ZodiacSignJson } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { zodiacSignsQueryOptions } from '../api/horoscope-queries'

function SignCard({ sign }: { sign: ZodiacSignJson }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const element: Record<ZodiacSignJson['element'], string> = { fire: t`Fire`, earth: t`Earth`, air: t`Air`, water: t`Water` }
  const modality: Record<ZodiacSignJson['modality'], string> = { movable: t`Movable (chara)`, fixed: t`Fixed (sthira)`, dual: t`Dual (dvisvabhava)` }
  return (
    <Card withBorder radius="lg" padding="lg" id={sign.id} data-testid={`sign-${sign.id}`}>
      <Group gap="sm" wrap="nowrap" mb="xs">
        <Text fz={36} lh={1} aria-hidden>
          {ZODIAC_SIGNS[sign.index - 1]!.symbol}
        </Text>
        <div>
          <Title order={2} size="h4">
            {sign.name}
          </Title>
          <Group gap={4} mt={4}>
            <Badge size="sm" variant="light" color="saffron">
              {element[sign.element]}
            </Badge>
            <Badge size="sm" variant="light" color="cosmic">
              {modality[sign.modality]}
            </Badge>
            <Badge size="sm" variant="outline" color="gray">
              {labels.planet(sign.lord)}
            </Badge>
          </Group>
        </div>
      </Group>
      <Text size="sm" lh={1.7}>
        {sign.nature}
      </Text>
      <Group gap="xs" mt="sm">
        <Button component={LocalLink} to={`/daily-horoscope/${sign.id}`} size="xs" variant="light" color="saffron">
          <Trans>Today's horoscope</Trans>
        </Button>
        <Button component={LocalLink} to={`/love-compatibility?sign1=${sign.id}`} size="xs" variant="subtle" color="pink">
          <Trans>Love compatibility</Trans>
        </Button>
      </Group>
    </Card>
  )
}

/** /zodiac-signs: the twelve rashis with their element, nature, lord and character. */
export function ZodiacSignsPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const services = useServices()
  const result = useQuery(zodiacSignsQueryOptions(services, i18n.locale))
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap="lg">
          <Text c="dimmed" size="sm">
            <Trans>Vedic astrology uses the sidereal zodiac: the signs are counted from the fixed stars (Lahiri ayanamsa), about 24° behind the Western signs, and your rashi is the sign the Moon was in at birth.</Trans>
          </Text>
          {result.isPending ? (
            <Skeleton height={800} radius="lg" />
          ) : result.isError ? (
            <Alert color="red" role="alert">
              <Trans>The signs could not be loaded. Please try again.</Trans>
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {result.data.signs.map((sign) => (
                <SignCard key={sign.id} sign={sign} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </>
  )
}
