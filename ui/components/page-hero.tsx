import type { ReactNode } from 'react'
import { Box, Container, Stack, Text, Title } from '@mantine/core'
import classes from './page-hero.module.css'

/** The warm gradient band at the top of content pages. */
export function PageHero({ title, subtitle, eyebrow, children }: { title: ReactNode; subtitle?: ReactNode; eyebrow?: ReactNode; children?: ReactNode }) {
  return (
    <Box className={classes.hero}>
      <Container py={{ base: 36, md: 56 }}>
        <Stack gap="sm" maw={760}>
          {eyebrow}
          <Title order={1} className={classes.title} data-testid="page-title">
            {title}
          </Title>
          {subtitle && (
            <Text size="lg" className={classes.subtitle}>
              {subtitle}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
