import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Box, Card, Container, Group, Stack, Text } from '@mantine/core'
import { IconQuote, IconRosetteDiscountCheckFilled } from '@tabler/icons-react'
import { useTestimonialRotation } from '../hooks/use-testimonial-rotation'
import { SectionHeading } from './section-heading'
import classes from './home.module.css'
import { StarRating } from '../../../components/star-rating'

/** A testimonial: sample content for the home page. */
interface Testimonial {
  name: string
  location: MessageDescriptor
  rating: number
  text: MessageDescriptor
  service: MessageDescriptor
  verified: boolean
}

/** Three sample testimonials, shown in turn. */
const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Priya Sharma',
    location: msg`Mumbai, Maharashtra`,
    rating: 5,
    text: msg`The kundli matching report explained every koota clearly, and the astrologer patiently answered all our family's questions. We fixed our wedding muhurat with confidence.`,
    service: msg`Kundli Matching`,
    verified: true,
  },
  {
    name: 'Rahul Verma',
    location: msg`Delhi`,
    rating: 5,
    text: msg`I was unsure about changing jobs. The consultation walked me through my dasha periods and suggested a better time. Three months later I have the role I wanted.`,
    service: msg`Career Consultation`,
    verified: true,
  },
  {
    name: 'Lakshmi Narayanan',
    location: msg`Chennai, Tamil Nadu`,
    rating: 4,
    text: msg`The life report is detailed and easy to read, and the remedies are simple to follow. Having it in Tamil made it easy to share with my parents.`,
    service: msg`Life Report`,
    verified: true,
  },
]

/** Rotating testimonials: advances every 5 seconds; the dots choose one. */
export function TestimonialsSection() {
  const { t, i18n } = useLingui()
  const { index, select } = useTestimonialRotation(TESTIMONIALS.length)
  const current = TESTIMONIALS[index]

  return (
    <Box component="section" className={classes.sectionWarm} py={{ base: 48, md: 72 }} aria-labelledby="home-testimonials-title">
      <Container size="md">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={<Trans>Testimonials</Trans>}
          title={<Trans>What our users say</Trans>}
        />
        <Card
          radius="lg"
          padding="xl"
          shadow="md"
          withBorder
          className={classes.testimonial}
          aria-live="polite"
          aria-roledescription={t`slide`}
          data-testid="testimonial"
          data-index={index}
        >
          <IconQuote size={40} color="var(--mantine-color-saffron-4)" style={{ opacity: 0.7 }} aria-hidden />
          <Stack gap="md" key={index} className={classes.testimonialBody}>
            <Text size="lg" lh={1.7} fs="italic">
              {i18n._(current.text)}
            </Text>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar radius="xl" size={48} color="saffron" variant="filled">
                  {current.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </Avatar>
                <div>
                  <Group gap={4} wrap="nowrap">
                    <Text fw={700}>{current.name}</Text>
                    {current.verified ? (
                      <IconRosetteDiscountCheckFilled size={18} color="var(--mantine-color-teal-6)" aria-label={t`Verified`} />
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {i18n._(current.location)}
                  </Text>
                </div>
              </Group>
              <Group gap="sm">
                <Box role="img" aria-label={t`Rated ${current.rating} out of 5`}>
                  <StarRating value={current.rating} size="sm" decorative />
                </Box>
                <Badge variant="light" color="cosmic" tt="none">
                  {i18n._(current.service)}
                </Badge>
              </Group>
            </Group>
          </Stack>
        </Card>
        {/* 16px apart: the dots' 24px targets (see .dot) must not overlap (WCAG 2.5.8). */}
        <Group justify="center" gap={16} mt="lg" role="group" aria-label={t`Choose a testimonial`}>
          {TESTIMONIALS.map((testimonial, i) => (
            <button
              key={testimonial.name}
              type="button"
              aria-pressed={i === index}
              aria-label={t`Show testimonial ${i + 1}`}
              className={i === index ? classes.dotActive : classes.dot}
              onClick={() => select(i)}
            />
          ))}
        </Group>
      </Container>
    </Box>
  )
}
