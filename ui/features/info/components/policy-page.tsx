import type { ReactNode } from 'react'
import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PolicyId, RouteEntry } from '../../../app/route-table'
import { SUPPORT_EMAIL } from '../../../app/site'
import { LocalLink } from '../../../components/local-link'
import { ContactForm } from '../../../components/contact-form'
import { PageHero } from '../../../components/page-hero'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

const Mail = () => <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>

function Privacy() {
  return (
    <>
      <Section title={<Trans>What we collect</Trans>}>
        <Text>
          <Trans>
            Your name, email address and password (stored only as a secure hash) when you create an account; the birth date,
            time and place you enter into our tools; your wallet transactions and consultation history; and basic technical
            data such as your browser and pages visited.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>How we use it</Trans>}>
        <List spacing={4}>
          <List.Item><Trans>To calculate your charts, horoscopes and reports.</Trans></List.Item>
          <List.Item><Trans>To run consultations, bill them from your wallet and keep your chat history.</Trans></List.Item>
          <List.Item><Trans>To secure your account and prevent fraud.</Trans></List.Item>
          <List.Item><Trans>To improve the site with aggregated, anonymous statistics.</Trans></List.Item>
        </List>
      </Section>
      <Section title={<Trans>Sharing</Trans>}>
        <Text>
          <Trans>
            We never sell your data. Your birth details are shared only with the astrologer you consult, and payment data only
            with our payment processor.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Your rights</Trans>}>
        <Text>
          <Trans>
            You can see, correct or delete your account data at any time by writing to <Mail />.
          </Trans>
        </Text>
      </Section>
    </>
  )
}

function Terms() {
  return (
    <>
      <Section title={<Trans>Using the service</Trans>}>
        <Text>
          <Trans>
            You must be 18 or older to buy consultations or reports. Keep your password safe: you are responsible for activity
            on your account.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Consultations and reports</Trans>}>
        <Text>
          <Trans>
            Consultations are billed per minute from your wallet after the free minutes. Reports are generated from the birth
            details you provide; please check them before ordering.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Conduct</Trans>}>
        <Text>
          <Trans>Be respectful to astrologers and other users. Abuse, harassment or misuse of the platform leads to suspension.</Trans>
        </Text>
      </Section>
      <Section title={<Trans>Guidance, not certainty</Trans>}>
        <Text>
          <Trans>
            Astrology offers guidance and is not a substitute for medical, legal or financial advice. See our{' '}
            <Anchor component={LocalLink} to="/disclaimer">disclaimer</Anchor>.
          </Trans>
        </Text>
      </Section>
    </>
  )
}

function Refund() {
  return (
    <>
      <Section title={<Trans>Wallet recharges</Trans>}>
        <Text>
          <Trans>
            Unused wallet balance can be refunded to the original payment method within 30 days of the recharge, minus any
            bonus credit received.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Consultations</Trans>}>
        <Text>
          <Trans>
            If a consultation fails for technical reasons or the astrologer does not respond, the minutes charged are returned
            to your wallet. Write to us within 7 days if something went wrong.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Reports</Trans>}>
        <Text>
          <Trans>
            Reports are personalised digital products. If a report cannot be delivered, or was generated from details that do
            not match your order, we regenerate it or refund it in full.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>How to ask</Trans>}>
        <Text>
          <Trans>Write to <Mail /> with your registered email and the order details. Refunds are processed within 5–7 working days.</Trans>
        </Text>
      </Section>
    </>
  )
}

function Shipping() {
  return (
    <Section title={<Trans>Digital delivery only</Trans>}>
      <Text>
        <Trans>
          We sell digital services only: consultations, reports and wallet credit. Nothing is shipped physically, and no
          shipping charges apply. Reports appear in your dashboard and can be downloaded from there.
        </Trans>
      </Text>
    </Section>
  )
}

function Delivery() {
  return (
    <>
      <Section title={<Trans>Wallet credit</Trans>}>
        <Text><Trans>Credited as soon as your payment is confirmed, usually within a minute.</Trans></Text>
      </Section>
      <Section title={<Trans>Consultations</Trans>}>
        <Text><Trans>Chats start as soon as the astrologer accepts your request; each astrologer's profile shows whether they are online now.</Trans></Text>
      </Section>
      <Section title={<Trans>Reports</Trans>}>
        <Text><Trans>Delivered to your dashboard, normally within 24 hours of your order, and notified by email.</Trans></Text>
      </Section>
      <Section title={<Trans>Free tools and articles</Trans>}>
        <Text>
          <Trans>Kundli, matching, horoscopes, panchang and the other free tools are computed the moment you ask, in your browser's language; nothing is sent by post.</Trans>
        </Text>
      </Section>
      <Section title={<Trans>If something does not arrive</Trans>}>
        <Text>
          <Trans>
            If a payment is taken but the credit does not appear, or a paid service cannot be delivered, the amount is returned to your
            wallet automatically. If you still see a problem after 24 hours, write to <Mail /> with your registered email and we will
            resolve it within 2 working days.
          </Trans>
        </Text>
      </Section>
    </>
  )
}

function Disclaimer() {
  return (
    <>
      <Section title={<Trans>Guidance, not certainty</Trans>}>
        <Text>
          <Trans>
            Astrology is a traditional system of interpretation. Our predictions, reports and consultations are offered for
            guidance, self-reflection and entertainment, and results are not guaranteed.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Not professional advice</Trans>}>
        <Text>
          <Trans>
            Nothing on this site replaces the advice of a doctor, lawyer, financial adviser or other qualified professional.
            Please do not delay or stop treatment because of an astrological reading.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Independent astrologers</Trans>}>
        <Text>
          <Trans>The views of individual astrologers are their own. Decisions you make remain your responsibility.</Trans>
        </Text>
      </Section>
    </>
  )
}

function Cookies() {
  return (
    <>
      <Section title={<Trans>What we store in your browser</Trans>}>
        <List spacing={4}>
          <List.Item><Trans>A sign-in cookie and token, to keep you signed in.</Trans></List.Item>
          <List.Item><Trans>Your language and light/dark theme choice.</Trans></List.Item>
          <List.Item><Trans>An analytics session id, kept only until you close the tab.</Trans></List.Item>
        </List>
      </Section>
      <Section title={<Trans>Analytics</Trans>}>
        <Text>
          <Trans>Where enabled, we measure page views to improve the site. We do not use advertising cookies.</Trans>
        </Text>
      </Section>
      <Section title={<Trans>Your choice</Trans>}>
        <Text>
          <Trans>You can clear cookies and site data in your browser settings at any time; you will then be signed out.</Trans>
        </Text>
      </Section>
    </>
  )
}

function Contact() {
  return (
    <>
      <Section title={<Trans>Send us a message</Trans>}>
        <ContactForm />
      </Section>
      <Section title={<Trans>Email</Trans>}>
        <Text>
          <Trans>Write to <Mail />. We answer within 24 hours, every day of the week.</Trans>
        </Text>
      </Section>
      <Section title={<Trans>Help centre</Trans>}>
        <Text>
          <Trans>
            Many questions are answered in our <Anchor component={LocalLink} to="/faq">FAQ</Anchor> and on the{' '}
            <Anchor component={LocalLink} to="/support">help page</Anchor>.
          </Trans>
        </Text>
      </Section>
      <Section title={<Trans>Talk to an astrologer</Trans>}>
        <Text>
          <Trans>
            For readings, <Anchor component={LocalLink} to="/astrologers">talk to one of our astrologers</Anchor>: the first 5
            minutes are free.
          </Trans>
        </Text>
      </Section>
    </>
  )
}

const POLICIES: Record<PolicyId, () => ReactNode> = {
  privacy: Privacy,
  terms: Terms,
  refund: Refund,
  shipping: Shipping,
  delivery: Delivery,
  disclaimer: Disclaimer,
  cookies: Cookies,
  contact: Contact,
}

/** The policy pages (privacy, terms, refund, shipping, delivery, disclaimer, cookies, contact). */
export function PolicyPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const Body = POLICIES[entry.policy ?? 'contact']
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container size="md" py="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg" data-testid="policy-body">
            <Body />
          </Stack>
        </Paper>
      </Container>
    </>
  )
}
