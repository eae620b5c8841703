import { Button, Container, Group, Text } from '@mantine/core'
import { IconGift, IconMessageQuestion } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import classes from './home.module.css'

/** The slim offer bar at the top of the home page, with its buttons. */
export function PromoBanner() {
  return (
    <div className={classes.banner}>
      <Container size="xl" py={8}>
        <Group justify="center" gap="sm" wrap="wrap">
          <Text size="sm" fw={600} visibleFrom="sm">
            <Trans>Limited offer for new seekers:</Trans>
          </Text>
          <Button
            component={LocalLink}
            to="/reports/premium"
            size="xs"
            radius="xl"
            variant="white"
            color="saffron.8"
            leftSection={<IconGift size={16} />}
          >
            <Trans>Free Premium Report</Trans>
          </Button>
          <Button
            component={LocalLink}
            to="/faq"
            size="xs"
            radius="xl"
            variant="outline"
            color="white"
            leftSection={<IconMessageQuestion size={16} />}
            styles={{ root: { borderColor: 'rgba(255,255,255,0.8)', color: '#fff' } }}
          >
            <Trans>Ask a Free Question</Trans>
          </Button>
        </Group>
      </Container>
    </div>
  )
}
