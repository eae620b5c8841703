import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core'
import { IconArrowRight, IconSparkles } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { NavLinkItem } from '../../../app/navigation'
import { LocalLink } from '../../../components/local-link'

/** A grid of link cards (label, hint) used by the tools hub and coming-soon pages. */
export function LinkCards({ links, cols = { base: 1, xs: 2, md: 3 } }: { links: readonly NavLinkItem[]; cols?: Record<string, number> }) {
  const { i18n } = useLingui()
  return (
    <SimpleGrid cols={cols} spacing="md">
      {links.map((link) => (
        <Card key={link.path} component={LocalLink} to={link.path} withBorder radius="md" padding="md" shadow="xs" style={{ textDecoration: 'none' }}>
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <ThemeIcon variant="light" color="saffron" radius="xl" size={36}>
              <IconSparkles size={18} aria-hidden />
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700} size="sm">
                {i18n._(link.label)}
              </Text>
              {link.hint && (
                <Text size="xs" c="dimmed">
                  {i18n._(link.hint)}
                </Text>
              )}
            </div>
            <IconArrowRight size={16} aria-hidden style={{ opacity: 0.5, marginTop: 10 }} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  )
}
