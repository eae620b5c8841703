import type { ReactNode } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Alert, Anchor, Badge, Box, Button, Card, Container, Divider, Grid, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconClockHour4, IconMessageStar, IconUserQuestion } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AstrologerProfile } from '../../../../core/domain/consultation'
import { formatDate } from '../../../../core/shared/formatting'
import { chatPackagePrice, formatRupees, toPaise } from '../../../../core/wallet/money'
import { usePackageDiscount } from '../../../components/use-package-discount'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { specialtyLabel, spokenLanguageLabel } from '../../../components/astrologer-labels'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { LocalLink } from '../../../components/local-link'
import { StartChatButton } from '../../../components/start-chat-button'
import { StarRating } from '../../../components/star-rating'
import { useLanguage } from '../../../i18n/language'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { astrologerProfileQueryOptions } from '../api/get-astrologer-profile'
import { astrologerReviewsQueryOptions } from '../api/get-astrologer-reviews'
import { useLivePresence } from '../hooks/use-live-presence'
import { PresenceBadge } from './astrologer-card'
import { BookingPanel } from './booking-panel'
import classes from './astrologers.module.css'

function Stat({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <div className={classes.stat}>
      <Text fw={800} size="lg" lh={1.2} c="white">
        {value}
      </Text>
      <Text size="xs" c="rgba(255,255,255,0.75)">
        {label}
      </Text>
    </div>
  )
}

function ProfileHeader({ astrologer }: { astrologer: AstrologerProfile }) {
  const { i18n } = useLingui()
  const { language } = useLanguage()
  const rating = astrologer.rating.toFixed(1)
  const years = astrologer.experience
  const reviews = astrologer.reviews
  const rate = formatRupees(toPaise(astrologer.ratePerMinute))
  const languages = astrologer.languages.map((l) => spokenLanguageLabel(i18n, l)).join(', ')
  const name = astrologer.name
  return (
    <Box className={classes.profileHero}>
      <Container py={{ base: 28, md: 44 }}>
        <Anchor component={LocalLink} to="/astrologers" c="saffron.2" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            <Trans>All astrologers</Trans>
          </Group>
        </Anchor>
        <Group mt="md" gap="xl" align="center" wrap="wrap">
          <AstrologerAvatar name={astrologer.name} image={astrologer.image} size={132} online={astrologer.isOnline} />
          <Stack gap={8} style={{ flex: '1 1 320px' }}>
            <Group gap="sm">
              <Title order={1} c="white" fz={{ base: '1.7rem', md: '2.3rem' }} data-testid="page-title">
                {astrologer.name}
              </Title>
              <PresenceBadge online={astrologer.isOnline} size="md" />
              {astrologer.isOnline && astrologer.busy && (
                <Badge color="orange" variant="filled" radius="xl" data-testid="busy-badge">
                  <Trans>In a consultation</Trans>
                </Badge>
              )}
            </Group>
            <Group gap={6}>
              <StarRating value={astrologer.rating} size="sm" />
              <Text fw={700}>{rating}</Text>
            </Group>
            <Text c="rgba(255,255,255,0.85)">{languages}</Text>
            <Group gap="xs">
              {astrologer.specialties.map((s) => (
                <Badge key={s} color="saffron" variant="light" tt="none" radius="sm">
                  {specialtyLabel(i18n, s)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Stack gap="sm" w={{ base: '100%', md: 400 }}>
            <SimpleGrid cols={3} spacing="xs">
              <Stat value={rate} label={<Trans>per minute</Trans>} />
              <Stat value={<Plural value={years} one="# yr" other="# yrs" />} label={<Trans>experience</Trans>} />
              <Stat value={reviews.toLocaleString(DISPLAY_LOCALES[language])} label={<Plural value={reviews} one="review" other="reviews" />} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <StartChatButton
                astrologer={astrologer}
                size="md"
                radius="xl"
                fullWidth
                disabledHint={<Trans>{name} is offline. Book a consultation or choose an astrologer who is online.</Trans>}
              />
              <StartChatButton astrologer={astrologer} mode="call" size="md" radius="xl" fullWidth variant="light" />
              <Button component="a" href="#book" size="md" radius="xl" variant="white" color="cosmic" px="sm" data-testid="book-consultation">
                <Trans>Book Consultation</Trans>
              </Button>
            </SimpleGrid>
          </Stack>
        </Group>
      </Container>
    </Box>
  )
}

function Reviews({ idOrSlug }: { idOrSlug: string }) {
  const services = useServices()
  const { language } = useLanguage()
  const reviews = useInfiniteQuery(astrologerReviewsQueryOptions(services, idOrSlug))
  const items = reviews.data?.pages.flat() ?? []
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="reviews">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color="saffron" radius="md" size="lg">
          <IconMessageStar size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>Reviews</Trans>
        </Title>
      </Group>
      {reviews.isPending && (
        <Stack>
          <Skeleton h={60} />
          <Skeleton h={60} />
        </Stack>
      )}
      {reviews.isError && (
        <Text c="dimmed">
          <Trans>Reviews could not be loaded.</Trans>
        </Text>
      )}
      {reviews.data && items.length === 0 && (
        <Text c="dimmed" data-testid="no-reviews">
          <Trans>No written reviews yet. Be the first after your chat.</Trans>
        </Text>
      )}
      <Stack gap="md">
        {items.map((review, index) => (
          <Box key={review.id} data-testid="review">
            {index > 0 && <Divider mb="md" />}
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={700}>{review.customerName}</Text>
                <StarRating value={review.rating} size="xs" />
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(review.createdAt, DISPLAY_LOCALES[language])}
              </Text>
            </Group>
            {review.text && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {review.text}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      {reviews.hasNextPage && (
        <Button variant="subtle" color="cosmic" mt="md" loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          <Trans>More reviews</Trans>
        </Button>
      )}
    </Card>
  )
}

function PackageTeaser({ astrologer }: { astrologer: AstrologerProfile }) {
  const discount = usePackageDiscount()
  const pkg = chatPackagePrice(astrologer.ratePerMinute, undefined, discount)
  const price = formatRupees(toPaise(pkg.price))
  const original = formatRupees(toPaise(pkg.originalPrice))
  const minutes = pkg.duration
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.packageCard}>
      <Group gap="xs" mb={4}>
        <IconClockHour4 size={18} aria-hidden />
        <Text fw={700}>
          <Trans>{minutes}-minute chat package</Trans>
        </Text>
        <Badge color="teal" variant="light">
          <Trans>{discount}% off</Trans>
        </Badge>
      </Group>
      <Group gap="xs" align="baseline">
        <Text fw={800} size="xl" c="saffron">
          {price}
        </Text>
        <Text c="dimmed" className={classes.strike}>
          {original}
        </Text>
      </Group>
      <Button component={LocalLink} to={`/packages/${astrologer.id}`} mt="md" variant="light" color="saffron" fullWidth>
        <Trans>See the package</Trans>
      </Button>
    </Card>
  )
}

/** /astrologer/{slug or id}: the public profile with bio, specialties, reviews, Start Chat and Book Consultation. */
export function AstrologerProfilePage() {
  const params = useParams({ strict: false }) as { id?: string }
  const idOrSlug = params.id ?? ''
  const services = useServices()
  const { language } = useLanguage()
  const profile = useQuery(astrologerProfileQueryOptions(services, idOrSlug, language))
  useLivePresence()

  if (profile.isPending) {
    return (
      <Container py="xl">
        <Skeleton h={220} radius="lg" mb="lg" />
        <Skeleton h={160} radius="lg" />
      </Container>
    )
  }
  if (profile.isError) {
    const missing = profile.error instanceof HttpError && profile.error.status === 404
    return (
      <Container py={64} size="sm">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="cosmic">
            {missing ? <IconUserQuestion size={34} aria-hidden /> : <IconAlertCircle size={34} aria-hidden />}
          </ThemeIcon>
          <Title order={1} size="h2" data-testid="page-title">
            {missing ? <Trans>Astrologer not found</Trans> : <Trans>The profile could not be loaded</Trans>}
          </Title>
          <Button component={LocalLink} to="/astrologers" color="saffron" variant="light">
            <Trans>See all astrologers</Trans>
          </Button>
        </Stack>
      </Container>
    )
  }
  const astrologer = profile.data
  return (
    <>
      <ProfileHeader astrologer={astrologer} />
      <Container py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} size="h3" mb="sm">
                  <Trans>About</Trans>
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap' }} lh={1.7} data-testid="astrologer-bio">
                  {astrologer.bio}
                </Text>
              </Card>
              <Reviews idOrSlug={astrologer.id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Box id="book">
                <BookingPanel astrologer={astrologer} basePath={`/astrologer/${astrologer.slug || astrologer.id}`} />
              </Box>
              <PackageTeaser astrologer={astrologer} />
              {!astrologer.isOnline && (
                <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                  <Trans>This astrologer is offline now. You can book a package and start the chat when they are back online.</Trans>
                </Alert>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
