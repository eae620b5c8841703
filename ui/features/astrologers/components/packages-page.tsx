import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Alert, Badge, Box, Button, Card, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconAlertCircle, IconCheck, IconClockHour4, IconShoppingCart } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Astrologer } from '../../../../core/domain/content'
import { chatPackagePrice, formatRupees, toPaise } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { specialtyLabel } from '../../../components/astrologer-labels'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { chatPackagePaymentHref, discountPercent } from '../../../components/payment-link'
import { usePackageDiscount } from '../../../components/use-package-discount'
import { StartChatButton } from '../../../components/start-chat-button'
import { useLanguage } from '../../../i18n/language'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { astrologerListQueryOptions } from '../api/get-astrologer-list'
import { astrologerProfileQueryOptions } from '../api/get-astrologer-profile'
import { PresenceBadge } from './astrologer-card'
import { BookingPanel } from './booking-panel'
import classes from './astrologers.module.css'

/** The 20-minute package of one astrologer: price, original price, the discount saved, Buy. */
function PackageOffer({ astrologer }: { astrologer: Astrologer }) {
  const discount = usePackageDiscount()
  const pkg = chatPackagePrice(astrologer.ratePerMinute, undefined, discount)
  const price = formatRupees(toPaise(pkg.price))
  const original = formatRupees(toPaise(pkg.originalPrice))
  const saved = formatRupees(toPaise(pkg.originalPrice - pkg.price))
  const percent = discountPercent(pkg.price, pkg.originalPrice)
  const minutes = pkg.duration
  const rate = formatRupees(toPaise(astrologer.ratePerMinute))
  const name = astrologer.name
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="lg" padding="xl" shadow="sm" className={classes.packageCard} data-testid="chat-package">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <ThemeIcon size={46} radius="xl" color="saffron" variant="light">
              <IconClockHour4 size={26} aria-hidden />
            </ThemeIcon>
            <div>
              <Text fw={800} size="lg">
                <Trans>{minutes}-minute chat</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>with {name}</Trans>
              </Text>
            </div>
          </Group>
          <Badge color="teal" size="lg" variant="filled" data-testid="package-discount" data-percent={percent}>
            <Trans>{percent}% off</Trans>
          </Badge>
        </Group>
        <Group gap="sm" align="baseline" mt="lg">
          <Text fz={40} fw={800} c="saffron" lh={1} data-testid="package-price" data-price={pkg.price}>
            {price}
          </Text>
          <Text size="lg" c="dimmed" className={classes.strike} data-testid="package-original-price" data-price={pkg.originalPrice}>
            {original}
          </Text>
        </Group>
        <Text size="sm" c="teal.8" fw={600} mt={4}>
          <Trans>You save {saved}</Trans>
        </Text>
        <List spacing={6} mt="lg" size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}>
          <List.Item>
            <Trans>{minutes} minutes of one-to-one chat</Trans>
          </List.Item>
          <List.Item>
            <Trans>Paid from your wallet; recharge only what is missing</Trans>
          </List.Item>
          <List.Item>
            <Trans>End whenever you like; unused balance stays in your wallet</Trans>
          </List.Item>
        </List>
        <Button
          component={LocalLink}
          to={chatPackagePaymentHref(astrologer.id, astrologer.ratePerMinute, undefined, discount)}
          size="lg"
          radius="xl"
          color="saffron"
          mt="xl"
          fullWidth
          leftSection={<IconShoppingCart size={18} aria-hidden />}
          data-testid="buy-package"
        >
          <Trans>Buy package for {price}</Trans>
        </Button>
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Text fw={800} size="lg">
          <Trans>Or pay per minute</Trans>
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          <Trans>
            Start right away at {rate} a minute, billed from your wallet as you chat. Your first consultation starts with 5 free minutes.
          </Trans>
        </Text>
        <Box mt="lg">
          <StartChatButton astrologer={astrologer} size="md" radius="xl" variant="light" />
        </Box>
      </Card>
    </SimpleGrid>
  )
}

function AstrologerStrip({ astrologer }: { astrologer: Astrologer }) {
  const { i18n } = useLingui()
  const rate = formatRupees(toPaise(astrologer.ratePerMinute))
  return (
    <Card withBorder radius="lg" padding="md">
      <Group wrap="nowrap" gap="md">
        <AstrologerAvatar name={astrologer.name} image={astrologer.image} size={64} online={astrologer.isOnline} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={800} size="lg" component={LocalLink} to={`/astrologer/${astrologer.slug || astrologer.id}`} c="var(--mantine-color-text)" style={{ textDecoration: 'none' }}>
              {astrologer.name}
            </Text>
            <PresenceBadge online={astrologer.isOnline} />
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {astrologer.specialties.map((s) => specialtyLabel(i18n, s)).join(' · ')}
          </Text>
        </div>
        <Text fw={800} c="saffron" style={{ whiteSpace: 'nowrap' }}>
          <Trans>{rate}/min</Trans>
        </Text>
      </Group>
    </Card>
  )
}

/** /packages/{astrologerId}: one astrologer's chat package. */
function AstrologerPackages({ astrologerId }: { astrologerId: string }) {
  const services = useServices()
  const { language } = useLanguage()
  const profile = useQuery(astrologerProfileQueryOptions(services, astrologerId, language))
  if (profile.isPending) return <Skeleton h={320} radius="lg" />
  if (profile.isError) {
    const missing = profile.error instanceof HttpError && profile.error.status === 404
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Group justify="space-between">
          {missing ? <Trans>This astrologer was not found.</Trans> : <Trans>The package could not be loaded.</Trans>}
          <Button component={LocalLink} to="/astrologers" size="xs" variant="light" color="red">
            <Trans>See all astrologers</Trans>
          </Button>
        </Group>
      </Alert>
    )
  }
  return (
    <Stack gap="lg">
      <AstrologerStrip astrologer={profile.data} />
      <Box id="book">
        <BookingPanel astrologer={profile.data} basePath={`/packages/${profile.data.id}`} />
      </Box>
      <PackageOffer astrologer={profile.data} />
    </Stack>
  )
}

/** /packages: every astrologer's package, cheapest first. */
function AllPackages() {
  const services = useServices()
  const { language } = useLanguage()
  const list = useQuery(astrologerListQueryOptions(services, language))
  const discount = usePackageDiscount()
  if (list.isPending) return <Skeleton h={320} radius="lg" />
  if (list.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Trans>The packages could not be loaded.</Trans>
      </Alert>
    )
  const sorted = [...list.data].sort((a, b) => Number(b.isOnline) - Number(a.isOnline) || a.ratePerMinute - b.ratePerMinute)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {sorted.map((astrologer) => {
        const pkg = chatPackagePrice(astrologer.ratePerMinute, undefined, discount)
        const price = formatRupees(toPaise(pkg.price))
        const original = formatRupees(toPaise(pkg.originalPrice))
        return (
          <Card key={astrologer.id} withBorder radius="lg" padding="lg" className={classes.card} data-testid="package-card">
            <Group wrap="nowrap" gap="sm">
              <AstrologerAvatar name={astrologer.name} image={astrologer.image} size={52} online={astrologer.isOnline} />
              <Text fw={700} style={{ minWidth: 0 }} truncate>
                {astrologer.name}
              </Text>
            </Group>
            <Group gap="xs" align="baseline" mt="md">
              <Text fw={800} size="xl" c="saffron">
                {price}
              </Text>
              <Text c="dimmed" size="sm" className={classes.strike}>
                {original}
              </Text>
              <Badge color="teal" variant="light">
                <Trans>{discount}% off</Trans>
              </Badge>
            </Group>
            <Button component={LocalLink} to={`/packages/${astrologer.id}`} variant="light" color="saffron" mt="md" fullWidth>
              <Trans>View package</Trans>
            </Button>
          </Card>
        )
      })}
    </SimpleGrid>
  )
}

/** /packages and /packages/{astrologerId}: 20 minutes at the package discount, 15% by default. */
export function PackagesPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const params = useParams({ strict: false }) as { astrologerId?: string }
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl" size="lg">
        <Stack gap="lg">
          {params.astrologerId ? <AstrologerPackages astrologerId={params.astrologerId} /> : <AllPackages />}
        </Stack>
      </Container>
    </>
  )
}
