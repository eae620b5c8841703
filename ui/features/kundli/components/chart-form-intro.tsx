import type { ReactNode } from 'react'
import { Card, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'

/** What a chart page gives, beside its empty form: an icon, a title, the list, and a note under it. */
export function ContentsCard({ icon, color = 'saffron', title, items, note }: { icon: ReactNode; color?: string; title: ReactNode; items: ReactNode[]; note?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <List spacing="xs" size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}>
          {items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** A chart page without birth details: the birth form in a card with its hint, and beside it what the page gives. */
export function ChartFormIntro({ hint, form, aside }: { hint: ReactNode; form: ReactNode; aside: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="lg" padding="lg" shadow="sm">
          <Title order={2} size="h3" mb="xs">
            <Trans>Enter birth details</Trans>
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {hint}
          </Text>
          {form}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>
    </Grid>
  )
}
