import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { YogaResult } from '../../../../core/jyotish/yogas/yoga'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useLanguage } from '../../../i18n/language'
import { YOGA_TEXTS } from './yoga-texts'

function FormedBy({ names }: { names: string }) {
  return (
    <Text size="xs" c="dimmed">
      <Trans>Formed by: {names}</Trans>
    </Text>
  )
}

/**
 * The yogas of the chart: those it forms, each with its name and rule in the page's language, the planets
 * that form it and, where later texts add a condition this chart also meets, that note; then the names of
 * the classical yogas it does not form.
 */
export function YogasList({ yogas }: { yogas: readonly YogaResult[] }) {
  const { language } = useLanguage()
  const labels = useJyotishLabels()
  const text = (yoga: YogaResult) => YOGA_TEXTS[yoga.id]?.[language] ?? { name: yoga.name, rule: '' }
  const present = yogas.filter((y) => y.present)
  const absent = yogas.filter((y) => !y.present)
  const formed = present.length
  const total = yogas.length
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        <Trans>
          A yoga is a combination of planets that the classical texts say shapes a life: wealth, status, learning or hardship. This chart was
          checked against {total} of them; it forms {formed}. A yoga gives its results most clearly in the dashas of the planets that form it.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="yogas-present">
        {present.map((yoga) => (
          <Card key={yoga.id} withBorder radius="md" padding="md" data-yoga={yoga.id}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Title order={3} size="h5">
                  {text(yoga).name}
                </Title>
                {yoga.cancelledBy.length > 0 && (
                  <Badge size="sm" color="orange" variant="light" data-testid="yoga-weakened">
                    <Trans>Weakened</Trans>
                  </Badge>
                )}
              </Group>
              <Text size="sm">{text(yoga).rule}</Text>
              <FormedBy names={yoga.planets.map((p) => labels.planet(p)).join(', ')} />
              {language === 'en' && (
                <Text size="xs" c="dimmed">
                  {yoga.why}
                  {yoga.cancelledBy.length > 0 ? ` ${yoga.cancelledBy.join(' ')}` : ''}
                </Text>
              )}
              {language !== 'en' && yoga.cancelledBy.length > 0 && (
                <Text size="xs" c="dimmed">
                  <Trans>Later texts add conditions that this chart also meets and that weaken this yoga.</Trans>
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {absent.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            <Trans>Yogas this chart does not form</Trans>
          </Title>
          <Text size="sm" c="dimmed" data-testid="yogas-absent">
            {absent.map((y) => text(y).name).join(' · ')}
          </Text>
        </Stack>
      )}
    </Stack>
  )
}
