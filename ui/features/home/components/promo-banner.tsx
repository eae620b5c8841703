import { Button, Container, Group, Text } from '@mantine/core'
import { IconGift, IconMessageQuestion } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import { useViewerOffers } from '../../../components/use-offers'
import { useAuth } from '../../../lib/auth'
import classes from './home.module.css'

/**
 * The slim offer bar at the top of the home page, with a button per offer the viewer can take. A visitor's
 * bar is known on the server (the offers as set); a signed-in customer's keeps its place while their own
 * offers are on the way and, once they have taken them all, invites them to an astrologer instead, so the
 * page below never moves. Staff accounts see no bar.
 */
export function PromoBanner() {
  const { user } = useAuth()
  const offers = useViewerOffers()
  const customer = user?.role === 'customer'
  // While a customer's own offers are on the way, the bar holds a visitor's buttons, unseen, to keep its height.
  const { known } = offers
  const report = known ? (offers.firstReport?.reportType ?? null) : offers.asVisitor.firstReport
  const firstQuestion = known ? offers.firstQuestion !== null : offers.asVisitor.firstQuestion
  if (!report && !firstQuestion && !customer) return null
  return (
    <div className={classes.banner} data-testid="promo-banner">
      <Container size="xl" py={8}>
        <Group justify="center" gap="sm" wrap="wrap" className={classes.bannerRow} style={known ? undefined : { visibility: 'hidden' }}>
          {known && !report && !firstQuestion && (
            <Button component={LocalLink} to="/astrologers" size="xs" radius="xl" variant="white" color="saffron.8" leftSection={<IconMessageQuestion size={16} />}>
              <Trans>Talk to an astrologer now</Trans>
            </Button>
          )}
          {(report || firstQuestion) && (
            <Text size="sm" fw={600} visibleFrom="sm">
              <Trans>Limited offer for new seekers:</Trans>
            </Text>
          )}
          {report && (
            <Button
              component={LocalLink}
              to={`/reports/${report}`}
              size="xs"
              radius="xl"
              variant="white"
              color="saffron.8"
              leftSection={<IconGift size={16} />}
              data-testid="promo-free-report"
            >
              {report === 'premium' ? <Trans>Free Premium Report</Trans> : <Trans>Your first report free</Trans>}
            </Button>
          )}
          {firstQuestion && (
            <Button
              component={LocalLink}
              to="/ask-a-question"
              size="xs"
              radius="xl"
              variant="outline"
              color="white"
              leftSection={<IconMessageQuestion size={16} />}
              styles={{ root: { borderColor: 'rgba(255,255,255,0.8)', color: '#fff' } }}
              data-testid="promo-free-question"
            >
              <Trans>Ask a Free Question</Trans>
            </Button>
          )}
        </Group>
      </Container>
    </div>
  )
}
