import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Box, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconFileAnalytics, IconMessageCircle, IconUserStar, IconUsers } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { platformStatsQueryOptions } from '../api/get-platform-stats'
import { useHomeServices } from '../hooks/use-home-services'
import classes from './home.module.css'

/** The live-stats strip (GET /api/stats): consultations today, users online, reports, astrologers. */
export function LiveStatsStrip() {
  const { content } = useHomeServices()
  const { t, i18n } = useLingui()
  const { data, isPending, isError } = useQuery(platformStatsQueryOptions(content))
  const number = (value: number) => new Intl.NumberFormat(i18n.locale === 'en' ? 'en-IN' : `${i18n.locale}-IN`).format(value)

  const items: Array<{ key: string; icon: ReactNode; label: ReactNode; value?: number }> = [
    { key: 'consultations', icon: <IconMessageCircle size={20} />, label: <Trans>Consultations today</Trans>, value: data?.consultationsToday },
    { key: 'online', icon: <IconUsers size={20} />, label: <Trans>Users online</Trans>, value: data?.usersOnline },
    { key: 'reports', icon: <IconFileAnalytics size={20} />, label: <Trans>Total reports generated</Trans>, value: data?.reportsGenerated },
    { key: 'astrologers', icon: <IconUserStar size={20} />, label: <Trans>Expert astrologers</Trans>, value: data?.expertAstrologers },
  ]

  if (isError) return null

  return (
    <Box component="section" className={classes.sectionCosmic} aria-label={t`Live statistics`}>
      <Container size="xl" py="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'md', md: 'xl' }}>
          {items.map((item) => (
            <Group key={item.key} gap="sm" wrap="nowrap" justify="center">
              <ThemeIcon size={44} radius="xl" variant="light" color="saffron" style={{ background: 'rgba(255,153,51,0.18)', color: '#ffd27a' }}>
                {item.icon}
              </ThemeIcon>
              <Stack gap={0}>
                {isPending ? (
                  <Skeleton h={28} w={72} radius="sm" opacity={0.3} />
                ) : (
                  <Text className={classes.statValue} data-testid={`stat-${item.key}`}>
                    {item.value === undefined ? '—' : number(item.value)}
                  </Text>
                )}
                <Text size="xs" c="rgba(255,255,255,0.75)" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
                  {item.label}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
