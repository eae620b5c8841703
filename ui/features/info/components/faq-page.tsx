import type { ReactNode } from 'react'
import { Accordion, Container, Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { FREE_CHAT_MINUTES, PREMIUM_REPORT_FROM_RUPEES, formatRupees, toPaise } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { formatCountClaim, usePlatformClaims } from '../../../components/platform-claims'

/** /faq: the questions people ask most; the number of astrologers is the live figure, where the admins let it show. */
export function FaqPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const minutes = FREE_CHAT_MINUTES
  const price = formatRupees(toPaise(PREMIUM_REPORT_FROM_RUPEES))
  const claims = usePlatformClaims()
  const shown = claims?.astrologers ? formatCountClaim(claims.astrologers) : null
  const items: Array<[string, ReactNode, ReactNode]> = [
    ['astrologers', <Trans>How many astrologers can I talk to?</Trans>, shown ? (
      <Trans>Expert Vedic astrologers listed now: {shown}, specialising in marriage, career, health, vastu, numerology, tarot and more.</Trans>
    ) : (
      <Trans>Expert Vedic astrologers specialising in marriage, career, health, vastu, numerology, tarot and more; the astrologers page lists every one of them.</Trans>
    )],
    ['availability', <Trans>When are astrologers available?</Trans>, <Trans>Each astrologer's profile shows whether they are online right now; you can chat with anyone who is online.</Trans>],
    ['free-minutes', <Trans>Is the first chat free?</Trans>, <Trans>Yes: the first {minutes} minutes of chat are free. After that, chats are billed per minute from your wallet at the astrologer's rate.</Trans>],
    ['free-tools', <Trans>Which tools are free?</Trans>, <Trans>Kundli, kundli matching, horoscopes, panchang, muhurat timings and all our calculators are free, with no sign-in needed.</Trans>],
    ['reports', <Trans>How much do reports cost?</Trans>, <Trans>Premium reports start at {price}. The life report covers 82 sections; the yearly report is a 12-month forecast.</Trans>],
    ['accuracy', <Trans>Why do you need my exact birth time and place?</Trans>, <Trans>The ascendant and houses change every few minutes, and the place sets the local time and sky. The more exact your details, the more precise the chart.</Trans>],
    ['payments', <Trans>How do I pay?</Trans>, <Trans>Recharge your wallet with a recharge package, then use the balance for consultations and reports. Your balance is shown in the account menu.</Trans>],
    ['privacy', <Trans>Is my data private?</Trans>, <Trans>Yes. We never sell your data; your birth details are shared only with the astrologer you consult.</Trans>],
    ['languages', <Trans>Which languages do you support?</Trans>, <Trans>English, Hindi, Tamil and Telugu. Switch at any time from the language menu in the header.</Trans>],
  ]
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container size="md" py="xl">
        <Stack>
          <Accordion variant="separated" radius="md" defaultValue="astrologers">
            {items.map(([id, question, answer]) => (
              <Accordion.Item key={id} value={id}>
                <Accordion.Control>{question}</Accordion.Control>
                <Accordion.Panel>{answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Container>
    </>
  )
}
