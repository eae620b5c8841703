import type { ReactNode } from 'react'
import { Badge, Box, Button, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarStats, IconCheck, IconCrown, IconMessageCircle, IconReportAnalytics } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { formatRupees, PREMIUM_REPORT_FROM_RUPEES, toPaise } from '../../../../core/wallet/money'
import { LocalLink } from '../../../components/local-link'
import { AstrologersClaim, usePlatformClaims } from '../../../components/platform-claims'
import { SectionHeading } from './section-heading'
import classes from './home.module.css'

interface ReportCard {
  to: string
  icon: ReactNode
  color: string
  title: ReactNode
  description: ReactNode
  points: ReactNode[]
  price: ReactNode
  action: ReactNode
  featured?: boolean
}

/** Premium report cards: /report, /astrologers and /premium-report. */
export function PremiumReports() {
  const from = formatRupees(toPaise(PREMIUM_REPORT_FROM_RUPEES))
  const claims = usePlatformClaims()
  const cards: ReportCard[] = [
    {
      to: '/report',
      icon: <IconReportAnalytics size={26} />,
      color: 'saffron',
      title: <Trans>Complete Life Report</Trans>,
      description: <Trans>82 sections on your personality, career, marriage, health, wealth and remedies.</Trans>,
      points: [<Trans key="a">Detailed planetary analysis</Trans>, <Trans key="b">Dasha timeline</Trans>, <Trans key="c">Personal remedies</Trans>],
      price: <Trans>from {from}</Trans>,
      action: <Trans>Get Life Report</Trans>,
    },
    {
      to: '/premium-report',
      icon: <IconCalendarStats size={26} />,
      color: 'cosmic',
      title: <Trans>Yearly Forecast</Trans>,
      description: <Trans>A 12-month forecast, month by month, for the year ahead.</Trans>,
      points: [<Trans key="a">Month-by-month guidance</Trans>, <Trans key="b">Transits and their timing</Trans>, <Trans key="c">Favourable dates</Trans>],
      price: <Trans>from {from}</Trans>,
      action: <Trans>Get Yearly Report</Trans>,
      featured: true,
    },
    {
      to: '/astrologers',
      icon: <IconMessageCircle size={26} />,
      color: 'teal',
      title: <Trans>Personal Consultation</Trans>,
      description: <Trans>Ask your own questions to an expert astrologer by chat or call.</Trans>,
      points: [
        <Trans key="a">First 5 minutes of chat free</Trans>,
        claims?.astrologers ? <AstrologersClaim key="b" claim={claims.astrologers} /> : <Trans key="b">Verified expert astrologers</Trans>,
        <Trans key="c">See who is online now</Trans>,
      ],
      price: <Trans>Pay per minute</Trans>,
      action: <Trans>Talk to Astrologer</Trans>,
    },
  ]

  return (
    <Box component="section" className={classes.sectionWarm} py={{ base: 48, md: 72 }} aria-labelledby="home-reports-title">
      <Container size="lg">
        <SectionHeading
          id="home-reports-title"
          eyebrow={<Trans>Premium reports</Trans>}
          title={<Trans>Go deeper into your chart</Trans>}
          lead={<Trans>Detailed reports prepared from your birth chart, starting at {from}.</Trans>}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {cards.map((card) => (
            <Card
              key={card.to}
              withBorder
              radius="lg"
              padding="xl"
              shadow={card.featured ? 'lg' : 'sm'}
              className={card.featured ? classes.reportCardFeatured : classes.reportCard}
            >
              {card.featured ? (
                <Badge pos="absolute" top={16} right={16} color="saffron" variant="filled" leftSection={<IconCrown size={12} />}>
                  <Trans>Popular</Trans>
                </Badge>
              ) : null}
              <Stack gap="sm" h="100%">
                <ThemeIcon size={56} radius="xl" variant="light" color={card.color}>
                  {card.icon}
                </ThemeIcon>
                <Title order={3} fz="xl">
                  {card.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {card.description}
                </Text>
                <List
                  spacing={6}
                  size="sm"
                  icon={
                    <ThemeIcon size={18} radius="xl" color={card.color} variant="light">
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                >
                  {card.points.map((point, i) => (
                    <List.Item key={i}>{point}</List.Item>
                  ))}
                </List>
                <Text fw={800} fz="xl" c={card.color} mt="auto" pt="sm">
                  {card.price}
                </Text>
                <Button
                  component={LocalLink}
                  to={card.to}
                  radius="xl"
                  variant={card.featured ? 'gradient' : 'light'}
                  gradient={{ from: 'saffron.6', to: 'cosmic.7', deg: 135 }}
                  color={card.color}
                  fullWidth
                >
                  {card.action}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
