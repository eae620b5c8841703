import { useState, type ReactNode } from 'react'
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarHeart, IconDeviceFloppy, IconEdit, IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RouteEntry } from '../../../app/route-table'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import { birthSearchString, EMPTY_BIRTH_DETAILS, type BirthDetails } from '../../../components/birth/birth-search'
import { useSavedBirthDetails } from '../../../components/birth/saved-birth-details'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useAuth } from '../../../lib/auth'
import { notify } from '../../../lib/notify'
import { useSaveChart } from '../api/save-chart'

/** The tools that take birth details, opened with the saved ones. */
const TOOLS: ReadonlyArray<{ path: string; title: MessageDescriptor }> = [
  { path: '/kundli', title: msg`Free Kundli` },
  { path: '/dosham-detector', title: msg`Dosham Detector` },
  { path: '/sade-sati', title: msg`Sade Sati` },
  { path: '/marriage-astrology', title: msg`Marriage Astrology` },
  { path: '/gemstones', title: msg`Gemstone Recommendation` },
  { path: '/lal-kitab', title: msg`Lal Kitab` },
  { path: '/numerology', title: msg`Numerology` },
  { path: '/lucky-numbers', title: msg`Lucky Numbers` },
]

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  )
}

/**
 * /birth-details: birth details entered once, kept in this browser (and, signed in, saved as the user's
 * own chart); every tool's birth form then offers them, and the links below open each tool with them.
 */
export function BirthDetailsPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const { saved, save, clear } = useSavedBirthDetails()
  const { user } = useAuth()
  const saveChart = useSaveChart()
  const [editing, setEditing] = useState(false)

  const keep = (details: BirthDetails) => {
    save(details)
    setEditing(false)
    if (user && (details.gender === 'male' || details.gender === 'female') && details.latitude !== null && details.longitude !== null) {
      saveChart.mutate(
        {
          name: details.name,
          relation: 'self',
          gender: details.gender,
          birthDate: details.date,
          birthTime: details.time,
          birthPlace: details.location,
          latitude: details.latitude,
          longitude: details.longitude,
          tz: details.tz || null,
        },
        {
          onSuccess: () => notify({ variant: 'success', title: t`Birth details saved`, message: t`Kept in this browser and saved as your chart in your dashboard.` }),
          onError: () => notify({ title: t`Birth details saved`, message: t`Kept in this browser. Saving the chart to your account did not work; try again later.` }),
        },
      )
    } else {
      notify({ variant: 'success', title: t`Birth details saved`, message: t`Kept in this browser. Every tool will offer them.` })
    }
  }

  const showForm = !saved || editing
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg" shadow="sm">
            {showForm ? (
              <Stack gap="sm">
                <Title order={2} size="h3">
                  <Trans>Your birth details</Trans>
                </Title>
                <Text size="sm" c="dimmed">
                  {user ? (
                    <Trans>We keep them in this browser and save them as your own chart in your account.</Trans>
                  ) : (
                    <Trans>We keep them in this browser only. Sign in to save them to your account as well.</Trans>
                  )}
                </Text>
                <BirthDetailsForm
                  initial={saved ?? EMPTY_BIRTH_DETAILS}
                  useSaved={false}
                  label={t`Your birth details`}
                  submitLabel={<Trans>Save birth details</Trans>}
                  onSubmit={keep}
                />
              </Stack>
            ) : (
              <Stack gap="sm" data-testid="saved-birth-details">
                <Group gap="sm">
                  <ThemeIcon size={40} radius="xl" variant="light" color="saffron">
                    <IconDeviceFloppy size={22} aria-hidden />
                  </ThemeIcon>
                  <Title order={2} size="h3">
                    <Trans>Saved birth details</Trans>
                  </Title>
                </Group>
                <Row label={<Trans>Name</Trans>}>{saved.name}</Row>
                <Row label={<Trans>Birth date</Trans>}>{saved.date}</Row>
                <Row label={<Trans>Birth time</Trans>}>{saved.time}</Row>
                <Row label={<Trans>Birth place</Trans>}>{saved.location}</Row>
                <Group gap="xs" mt="xs">
                  <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
                    <Trans>Change</Trans>
                  </Button>
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={clear}>
                    <Trans>Forget these details</Trans>
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Group gap="sm">
                <ThemeIcon size={40} radius="xl" variant="light" color="cosmic">
                  <IconCalendarHeart size={22} aria-hidden />
                </ThemeIcon>
                <Title order={2} size="h4">
                  <Trans>Use them in every tool</Trans>
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                <Trans>Once saved, the birth form of each tool is filled in for you, and these links open each tool with your details.</Trans>
              </Text>
              <SimpleGrid cols={2} spacing="xs">
                {TOOLS.map((tool) => (
                  <Button
                    key={tool.path}
                    component={LocalLink}
                    to={saved ? `${tool.path}?${birthSearchString(saved)}` : tool.path}
                    variant="default"
                    justify="flex-start"
                    data-testid={`tool-link-${tool.path.slice(1)}`}
                  >
                    {i18n._(tool.title)}
                  </Button>
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  )
}
