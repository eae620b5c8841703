import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { IconCrown, IconSparkles } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import classes from './home.module.css'

/** Calls to action: the free kundli and the premium report. */
export function CtaSection() {
  return (
    <Box component="section" className={classes.ctaBand} py={{ base: 48, md: 64 }} aria-labelledby="home-cta-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="home-cta-title" c="white" fz={{ base: 26, sm: 36 }} fw={800}>
            <Trans>Your stars are waiting to be read</Trans>
          </Title>
          <Text c="rgba(255,255,255,0.88)" size="lg" maw={600}>
            <Trans>Start with your free kundli, then go deeper with a premium report prepared from your chart.</Trans>
          </Text>
          <Group justify="center" gap="md" mt="sm">
            <Button component={LocalLink} to="/kundli" size="lg" radius="xl" variant="white" color="saffron.8" leftSection={<IconSparkles size={20} />}>
              <Trans>Generate Free Kundli</Trans>
            </Button>
            <Button
              component={LocalLink}
              to="/premium-report"
              size="lg"
              radius="xl"
              variant="outline"
              color="white"
              leftSection={<IconCrown size={20} />}
              styles={{ root: { borderColor: '#fff', color: '#fff', borderWidth: 2 } }}
            >
              <Trans>Get Premium Report</Trans>
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}
