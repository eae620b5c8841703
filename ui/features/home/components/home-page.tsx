import { Suspense } from 'react'
import { Box, Container, Grid } from '@mantine/core'
import { HydrateOnVisible } from '../../../components/hydrate-on-visible'
import { RenderWhenNear } from '../../../components/render-when-near'
import { PromoBanner } from './promo-banner'
import { HeroSection } from './hero-section'
import { LiveStatsStrip } from './live-stats-strip'
import { FreeToolsGrid } from './free-tools-grid'
import { ZodiacGrid } from './zodiac-grid'
import { TodaySection } from './today-section'
import { AstrologersSection } from './astrologers-section'
import { QuickBirthForm } from './quick-birth-form'
import { CosmicInsights } from './cosmic-insights'
import { PremiumReports } from './premium-reports'
import { CtaSection } from './cta-section'
import { TestimonialsSection } from './testimonials-section'
import { FaqSection } from './faq-section'

/** The home page '/', under every language prefix. */
export function HomePage() {
  return (
    <Box>
      {/* The hero and the form hydrate at once, each as its own task; the other sections when they scroll
          near. The browser draws everything below the hero only when it comes near (heights as measured on
          a phone). */}
      <Suspense>
        <PromoBanner />
        <HeroSection />
      </Suspense>
      <HydrateOnVisible>
        <RenderWhenNear estimatedHeight={2400}>
          <LiveStatsStrip />
          <FreeToolsGrid />
        </RenderWhenNear>
      </HydrateOnVisible>
      <HydrateOnVisible>
        <RenderWhenNear estimatedHeight={770}>
          <ZodiacGrid />
        </RenderWhenNear>
      </HydrateOnVisible>
      <HydrateOnVisible>
        <RenderWhenNear estimatedHeight={1400}>
          <TodaySection />
        </RenderWhenNear>
      </HydrateOnVisible>
      <HydrateOnVisible>
        <RenderWhenNear estimatedHeight={1380}>
          <AstrologersSection />
        </RenderWhenNear>
      </HydrateOnVisible>
      {/* A form hydrates at once: text typed into it before hydration would be lost. */}
      <Suspense>
        <RenderWhenNear estimatedHeight={1240}>
          <Box component="section" py={{ base: 48, md: 72 }}>
            <Container size="lg">
              <Grid gap="lg" align="stretch">
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <QuickBirthForm />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <CosmicInsights />
                </Grid.Col>
              </Grid>
            </Container>
          </Box>
        </RenderWhenNear>
      </Suspense>
      <HydrateOnVisible>
        <RenderWhenNear estimatedHeight={1890}>
          <PremiumReports />
          <CtaSection />
        </RenderWhenNear>
      </HydrateOnVisible>
      <HydrateOnVisible>
        <RenderWhenNear estimatedHeight={1620}>
          <TestimonialsSection />
          <FaqSection />
        </RenderWhenNear>
      </HydrateOnVisible>
    </Box>
  )
}

export default HomePage
