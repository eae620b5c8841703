import { Suspense } from 'react'
import { Box, Container, Grid } from '@mantine/core'
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

/** The home page '/' (spec §2 Home), under every language prefix. */
export function HomePage() {
  return (
    <Box>
      {/* Each section its own Suspense boundary: hydrated as its own task, so no single long task blocks input. */}
      <Suspense>
        <PromoBanner />
        <HeroSection />
      </Suspense>
      <Suspense>
        <LiveStatsStrip />
        <FreeToolsGrid />
      </Suspense>
      <Suspense>
        <ZodiacGrid />
      </Suspense>
      <Suspense>
        <TodaySection />
      </Suspense>
      <Suspense>
        <AstrologersSection />
      </Suspense>
      <Suspense>
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
      </Suspense>
      <Suspense>
        <PremiumReports />
        <CtaSection />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
        <FaqSection />
      </Suspense>
    </Box>
  )
}

export default HomePage
