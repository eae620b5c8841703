import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconBriefcase, IconLanguage } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Astrologer } from '../../../../core/domain/content'
import { formatRupees, toPaise } from '../../../../core/wallet/money'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { specialtyLabel, spokenLanguageLabel } from '../../../components/astrologer-labels'
import { LocalLink } from '../../../components/local-link'
import { StartChatButton } from '../../../components/start-chat-button'
import { StarRating } from '../../../components/star-rating'
import classes from './astrologers.module.css'

/** Online or Offline, as a badge: every card shows one. */
export function PresenceBadge({ online, size = 'sm' }: { online: boolean; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge size={size} radius="xl" variant={online ? 'filled' : 'light'} color={online ? 'teal' : 'gray'} data-testid="presence-badge" data-online={online} style={{ flexShrink: 0, overflow: 'visible' }}>
      {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
    </Badge>
  )
}

/** One astrologer on /astrologers: portrait, presence, rating, experience, languages, rate, Start Chat and Book Consultation. */
export function AstrologerCard({ astrologer }: { astrologer: Astrologer }) {
  const { i18n } = useLingui()
  const rate = formatRupees(toPaise(astrologer.ratePerMinute))
  const rating = astrologer.rating.toFixed(1)
  const reviews = astrologer.reviews
  const years = astrologer.experience
  const languages = astrologer.languages.map((l) => spokenLanguageLabel(i18n, l)).join(', ')
  const profile = `/astrologer/${astrologer.slug || astrologer.id}`

  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} data-testid="astrologer-card" data-astrologer-id={astrologer.id} data-slug={astrologer.slug}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <LocalLink to={profile} aria-label={astrologer.name} className={classes.plainLink}>
          <AstrologerAvatar name={astrologer.name} image={astrologer.image} size={84} online={astrologer.isOnline} />
        </LocalLink>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor component={LocalLink} to={profile} fw={800} size="lg" c="var(--mantine-color-text)" lh={1.25} className={classes.name}>
              {astrologer.name}
            </Anchor>
            <PresenceBadge online={astrologer.isOnline} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <StarRating value={astrologer.rating} size="xs" />
            <Text size="sm" fw={700}>
              {rating}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              (<Plural value={reviews} one="# review" other="# reviews" />)
            </Text>
          </Group>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconBriefcase size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" truncate>
              <Plural value={years} one="# year experience" other="# years experience" />
            </Text>
          </Group>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconLanguage size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" truncate title={languages}>
              {languages}
            </Text>
          </Group>
        </Stack>
      </Group>

      <Group gap={6} mt="md" mih={26}>
        {astrologer.specialties.map((s) => (
          <Badge key={s} variant="light" color="cosmic" radius="sm" tt="none" fw={500}>
            {specialtyLabel(i18n, s)}
          </Badge>
        ))}
      </Group>

      <Stack gap="sm" mt="md" pt="md" className={classes.cardFooter}>
        <Group justify="space-between" align="baseline">
          <Text fw={800} c="saffron" size="xl" lh={1} data-testid="astrologer-rate" data-rate={astrologer.ratePerMinute}>
            {rate}
            <Text span size="sm" c="dimmed" fw={500}>
              <Trans>/min</Trans>
            </Text>
          </Text>
          {!astrologer.isOnline && (
            <Text size="xs" c="dimmed">
              <Trans>Book now, chat when online</Trans>
            </Text>
          )}
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Button
            component={LocalLink}
            to={`/packages/${astrologer.id}`}
            variant="outline"
            color="cosmic"
            size="sm"
            radius="xl"
            px={8}
            data-testid="book-consultation"
          >
            <Trans>Book Consultation</Trans>
          </Button>
          <StartChatButton astrologer={astrologer} size="sm" radius="xl" px={8} fullWidth />
        </SimpleGrid>
        <StartChatButton astrologer={astrologer} mode="call" size="sm" radius="xl" px={8} fullWidth variant="light" />
      </Stack>
    </Card>
  )
}
