import { useQuery } from '@tanstack/react-query'
import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconArrowRight, IconBriefcase, IconMessageCircle } from '@tabler/icons-react'
import { Plural, Trans } from '@lingui/react/macro'
import type { Astrologer } from '../../../../core/domain/content'
import { formatRupees, toPaise } from '../../../../core/wallet/money'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { LocalLink } from '../../../components/local-link'
import { StarRating } from '../../../components/star-rating'
import { astrologersQueryOptions } from '../api/get-astrologers'
import { useHomeServices } from '../hooks/use-home-services'
import { SectionHeading } from './section-heading'
import classes from './home.module.css'

/** The home page shows the first three astrologers. */
const HOME_ASTROLOGER_COUNT = 3

function AstrologerCard({ astrologer }: { astrologer: Astrologer }) {
  const rate = formatRupees(toPaise(astrologer.ratePerMinute))
  const rating = astrologer.rating.toFixed(1)
  const reviews = astrologer.reviews
  const years = astrologer.experience
  return (
    <Card
      component={LocalLink}
      to={`/astrologer/${astrologer.slug}`}
      withBorder
      radius="lg"
      padding="lg"
      className={classes.liftCard}
      style={{ textDecoration: 'none', color: 'inherit' }}
      data-testid="home-astrologer"
    >
      <Stack align="center" gap={6} ta="center" h="100%">
        <Box pos="relative">
          <AstrologerAvatar name={astrologer.name} image={astrologer.image} size={96} />
          <Badge
            pos="absolute"
            bottom={-6}
            left="50%"
            style={{ transform: 'translateX(-50%)', overflow: 'visible' }}
            w="max-content"
            size="sm"
            radius="xl"
            color={astrologer.isOnline ? 'teal' : 'gray'}
            variant="filled"
          >
            {astrologer.isOnline ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
          </Badge>
        </Box>
        <Text fw={800} size="lg" mt="sm">
          {astrologer.name}
        </Text>
        <Group gap={4} c="dimmed">
          <IconBriefcase size={14} />
          <Text size="sm">
            <Plural value={years} one="# year experience" other="# years experience" />
          </Text>
        </Group>
        <Group gap={6}>
          <StarRating value={astrologer.rating} size="sm" />
          <Text size="sm" fw={700}>
            {rating}
          </Text>
          <Text size="xs" c="dimmed">
            (<Plural value={reviews} one="# review" other="# reviews" />)
          </Text>
        </Group>
        <Group gap={6} justify="center" mt={4}>
          {astrologer.specialties.slice(0, 3).map((specialty) => (
            <Badge key={specialty} variant="light" color="cosmic" radius="sm" tt="none" fw={500}>
              {specialty}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between" w="100%" mt="auto" pt="md">
          <Text fw={800} c="saffron" size="lg">
            <Trans>{rate}/min</Trans>
          </Text>
          <Button component="span" size="xs" radius="xl" variant="light" color="saffron" leftSection={<IconMessageCircle size={14} />}>
            <Trans>View profile</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** The first three astrologers with a View All button. */
export function AstrologersSection() {
  const { content } = useHomeServices()
  const { data, isPending, isError } = useQuery(astrologersQueryOptions(content))
  const shown = (data ?? []).slice(0, HOME_ASTROLOGER_COUNT)

  return (
    <Box component="section" className={classes.sectionWarm} py={{ base: 48, md: 72 }} aria-labelledby="home-astrologers-title">
      <Container size="lg">
        <SectionHeading
          id="home-astrologers-title"
          eyebrow={<Trans>Talk to an astrologer</Trans>}
          title={<Trans>Our top astrologers</Trans>}
          lead={<Trans>Verified Vedic astrologers; each card shows who is online now. The first 5 minutes of chat are free.</Trans>}
        />
        {isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {Array.from({ length: HOME_ASTROLOGER_COUNT }, (_, i) => (
              <Skeleton key={i} h={320} radius="lg" />
            ))}
          </SimpleGrid>
        ) : isError || shown.length === 0 ? (
          <Text ta="center" c="dimmed">
            <Trans>Our astrologers will be back shortly. Please look again in a moment.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {shown.map((astrologer) => (
              <AstrologerCard key={astrologer.id} astrologer={astrologer} />
            ))}
          </SimpleGrid>
        )}
        <Box ta="center" mt="xl">
          <Button
            component={LocalLink}
            to="/astrologers"
            size="md"
            radius="xl"
            variant="gradient"
            gradient={{ from: 'cosmic.8', to: 'violet.6', deg: 135 }}
            rightSection={<IconArrowRight size={18} />}
          >
            <Trans>View All Astrologers</Trans>
          </Button>
        </Box>
      </Container>
    </Box>
  )
}
