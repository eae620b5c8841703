import type { ReactNode } from 'react'
import { Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconSparkles } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { FREE_CHAT_MINUTES } from '../../../../core/wallet/money'
import { AstrologersClaim, usePlatformClaims } from '../../../components/platform-claims'
import classes from './auth-layout.module.css'

/** The account pages' frame: a benefits panel (desktop) beside the form card. */
export function AuthLayout({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  const minutes = FREE_CHAT_MINUTES
  const claims = usePlatformClaims({ fetch: false })
  return (
    <Box className={classes.backdrop} py={{ base: 32, md: 64 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} className={classes.frame}>
          <Box className={classes.panel} visibleFrom="md" p={40}>
            <Stack gap="lg" h="100%" justify="center">
              <ThemeIcon size={52} radius="xl" color="saffron" variant="filled">
                <IconSparkles size={28} aria-hidden />
              </ThemeIcon>
              <Title order={2} c="white" size="h2">
                <Trans>Your stars, explained by experts</Trans>
              </Title>
              <List spacing="sm" c="rgba(255,255,255,0.9)" icon={<ThemeIcon size={22} radius="xl" color="saffron" variant="light"><IconCheck size={14} aria-hidden /></ThemeIcon>}>
                <List.Item><Trans>First {minutes} minutes of chat free</Trans></List.Item>
                {claims?.astrologers && (
                  <List.Item>
                    <AstrologersClaim claim={claims.astrologers} />
                  </List.Item>
                )}
                <List.Item><Trans>Free kundli, matching and daily horoscopes</Trans></List.Item>
                <List.Item><Trans>Your reports and chats saved in one place</Trans></List.Item>
              </List>
            </Stack>
          </Box>
          <Paper radius={0} p={{ base: 'lg', sm: 40 }} className={classes.card}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2" data-testid="page-title">
                  {title}
                </Title>
                {subtitle && <Text c="dimmed">{subtitle}</Text>}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  )
}
