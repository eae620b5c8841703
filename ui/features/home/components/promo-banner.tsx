import { Button, Container, Group, Text } from '@mantine/core'
import { IconGift, IconMessageQuestion } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalLink } from '../../../components/local-link'
import { platformTermsQueryOptions } from '../../../components/platform-claims'
import { useAuth } from '../../../lib/auth'
import { useServices } from '../../../services/services-context'
import classes from './home.module.css'

/**
 * Which offers the banner may promise: those the admins switched on, and for a signed-in customer only
 * those they can still take (asked in the browser alone, so the server-rendered page costs nothing more).
 * A visitor sees every offer that is on: a new account qualifies. Staff accounts are offered nothing.
 */
function useShownOffers() {
  const { content, questions } = useServices()
  const { user } = useAuth()
  const offers = useQuery(platformTermsQueryOptions(content)).data?.offers
  const customer = user?.role === 'customer'
  const mine = useQuery({ queryKey: ['my-offers', user?.id ?? ''], queryFn: () => questions.myOffers(), enabled: customer, staleTime: 60_000 }).data
  const allowed = (offer: 'firstReport' | 'firstQuestion') => (!user ? true : customer ? mine?.[offer] === true : false)
  return {
    report: offers?.firstReport.enabled && allowed('firstReport') ? offers.firstReport.reportType : null,
    question: !!offers?.firstQuestion.enabled && allowed('firstQuestion'),
  }
}

/** The slim offer bar at the top of the home page, with a button per offer the visitor can take; none, no bar. */
export function PromoBanner() {
  const { report, question } = useShownOffers()
  if (!report && !question) return null
  return (
    <div className={classes.banner} data-testid="promo-banner">
      <Container size="xl" py={8}>
        <Group justify="center" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} visibleFrom="sm">
            <Trans>Limited offer for new seekers:</Trans>
          </Text>
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
          {question && (
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
