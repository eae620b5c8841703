import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconHelpCircle, IconMail, IconMessageCircle } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { SUPPORT_EMAIL } from '../../../app/site'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { ContactForm } from '../../../components/contact-form'

/** /support: where to get help. */
export function SupportPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={44} radius="xl" variant="light" color="cosmic"><IconHelpCircle size={24} aria-hidden /></ThemeIcon>
              <Title order={2} size="h4"><Trans>Frequently asked questions</Trans></Title>
              <Text c="dimmed" size="sm"><Trans>Quick answers about consultations, reports, payments and your account.</Trans></Text>
              <Button component={LocalLink} to="/faq" variant="light"><Trans>Read the FAQ</Trans></Button>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={44} radius="xl" variant="light" color="saffron"><IconMail size={24} aria-hidden /></ThemeIcon>
              <Title order={2} size="h4"><Trans>Email us</Trans></Title>
              <Text c="dimmed" size="sm"><Trans>For account, wallet or report questions. We answer within 24 hours.</Trans></Text>
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>{SUPPORT_EMAIL}</Anchor>
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={44} radius="xl" variant="light" color="teal"><IconMessageCircle size={24} aria-hidden /></ThemeIcon>
              <Title order={2} size="h4"><Trans>Talk to an astrologer</Trans></Title>
              <Text c="dimmed" size="sm"><Trans>For readings and guidance, chat with any astrologer who is online now. The first 5 minutes are free.</Trans></Text>
              <Button component={LocalLink} to="/astrologers" color="saffron"><Trans>Talk to Astrologer</Trans></Button>
            </Stack>
          </Card>
        </SimpleGrid>
        <Card withBorder radius="lg" padding="lg" mt="xl" maw={720}>
          <Title order={2} size="h3" mb={4}>
            <Trans>Write to us</Trans>
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            <Trans>Tell us what happened and, for a payment or a report, the date and amount. We answer by email.</Trans>
          </Text>
          <ContactForm />
        </Card>
      </Container>
    </>
  )
}
