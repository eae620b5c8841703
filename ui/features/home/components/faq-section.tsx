import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Accordion, Box, Button, Container, Text } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { JsonLd } from '../../../components/json-ld'
import { LocalLink } from '../../../components/local-link'
import { formatCountClaim, usePlatformClaims } from '../../../components/platform-claims'
import { SectionHeading } from './section-heading'

/** Home FAQ: the platform's claims answered plainly. */
const FAQ: Array<{ id: string; question: MessageDescriptor; answer: MessageDescriptor }> = [
  {
    id: 'free-chat',
    question: msg`Is my first chat with an astrologer free?`,
    answer: msg`Yes. The first 5 minutes of chat are free. After that the astrologer's per-minute rate, shown on their profile, is charged from your wallet.`,
  },
  {
    id: 'matching-free',
    question: msg`Is kundli matching free?`,
    answer: msg`Yes. Kundli matching is free: enter the boy's and girl's birth details to get the guna milan score out of 36, each koota explained, and a manglik check.`,
  },
  {
    id: 'astrologers',
    question: msg`How many astrologers are there, and when are they available?`,
    // Without a figure to print; the page adds the live count where the admins let it show.
    answer: msg`Expert astrologers, specialists in Vedic astrology, numerology, tarot and vastu, consult here. Each profile shows whether the astrologer is online now, and you can chat with anyone who is.`,
  },
  {
    id: 'accuracy',
    question: msg`How accurate is my kundli?`,
    answer: msg`Planet positions are computed astronomically with the Lahiri ayanamsa used across India. Accuracy depends most on your birth time: a difference of a few minutes can change the ascendant, so use the time from your birth certificate when you can.`,
  },
  {
    id: 'details',
    question: msg`What do I need to generate a kundli?`,
    answer: msg`Your name, date of birth, time of birth and place of birth. Choose the place from the suggestions so that its latitude and longitude are used, or enter the coordinates yourself.`,
  },
  {
    id: 'privacy',
    question: msg`Is my birth data private?`,
    answer: msg`Yes. Your birth details are used only to prepare your charts and reports. We do not sell your data, and your chats with astrologers are confidential.`,
  },
  {
    id: 'reports',
    question: msg`How much do premium reports cost?`,
    answer: msg`Premium reports start at ₹499. The life report covers 82 sections of your chart, and the yearly report is a 12-month forecast.`,
  },
  {
    id: 'languages',
    question: msg`Which languages can I use?`,
    answer: msg`The whole site is available in English, Hindi, Tamil and Telugu. Use the language switcher at the top of the page.`,
  },
]

/** The FAQ accordion of the home page. */
export function FaqSection() {
  const { i18n, t } = useLingui()
  const claims = usePlatformClaims()
  const shown = claims?.astrologers ? formatCountClaim(claims.astrologers) : null
  const answerOf = (item: (typeof FAQ)[number]): string =>
    item.id === 'astrologers' && shown
      ? t`Expert astrologers listed now: ${shown}, specialists in Vedic astrology, numerology, tarot and vastu. Each profile shows whether the astrologer is online now, and you can chat with anyone who is.`
      : i18n._(item.answer)
  return (
    <Box component="section" py={{ base: 48, md: 72 }} aria-labelledby="home-faq-title">
      <Container size="md">
        <SectionHeading id="home-faq-title" eyebrow={<Trans>FAQ</Trans>} title={<Trans>Frequently asked questions</Trans>} />
        <Accordion variant="separated" radius="md" chevronPosition="right" defaultValue="free-chat">
          {FAQ.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
                <Text fw={600}>{i18n._(item.question)}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed" lh={1.65}>
                  {answerOf(item)}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <JsonLd
          data={{
            '@type': 'FAQPage',
            mainEntity: FAQ.map((item) => ({ '@type': 'Question', name: i18n._(item.question), acceptedAnswer: { '@type': 'Answer', text: answerOf(item) } })),
          }}
        />
        <Box ta="center" mt="lg">
          <Button component={LocalLink} to="/faq" variant="subtle" color="saffron" radius="xl" rightSection={<IconArrowRight size={16} />}>
            <Trans>More questions and answers</Trans>
          </Button>
        </Box>
      </Container>
    </Box>
  )
}
