import { lazy, Suspense, type ComponentType } from 'react'
import type { LanguageCode } from '../../core/shared/language'
import { PageLoading } from '../components/page-loading'
import { loadFeatureCatalog } from '../i18n/feature-catalogs'
import { i18n as browserI18n } from '../i18n/i18n'
import type { PageKey, RouteEntry } from './route-table'

type PageProps = { entry: RouteEntry }

/**
 * Each page is its own chunk. `load` fetches it and keeps the component, so a page loaded before it
 * renders (by the router on the server, and before hydration in the browser) renders at once, with the
 * same markup on both sides; otherwise it suspends behind 'Loading page...'.
 */
function page<M>(source: string, load: () => Promise<M>, pick: (m: M) => ComponentType<PageProps>) {
  const entry: { source: string; loaded: ComponentType<PageProps> | null; load: () => Promise<unknown>; Component: ComponentType<PageProps> } = {
    source,
    loaded: null,
    load: () =>
      load().then((m) => {
        entry.loaded = pick(m)
      }),
    Component: lazy(async () => ({ default: pick(await load()) })),
  }
  return entry
}

const PAGES: Record<PageKey, ReturnType<typeof page>> = {
  home: page('features/home/components/home-page.tsx', () => import('../features/home/components/home-page'), (m) => m.HomePage as ComponentType<PageProps>),
  'blog-list': page('features/blog/components/blog-list-page.tsx', () => import('../features/blog/components/blog-list-page'), (m) => m.BlogListPage as ComponentType<PageProps>),
  'blog-article': page('features/blog/components/blog-article-page.tsx', () => import('../features/blog/components/blog-article-page'), (m) => m.BlogArticlePage as ComponentType<PageProps>),
  login: page('features/auth/components/login-page.tsx', () => import('../features/auth/components/login-page'), (m) => m.LoginPage as ComponentType<PageProps>),
  signup: page('features/auth/components/signup-page.tsx', () => import('../features/auth/components/signup-page'), (m) => m.SignupPage),
  'reset-pin': page('features/auth/components/reset-pin-page.tsx', () => import('../features/auth/components/reset-pin-page'), (m) => m.ResetPinPage),
  'auth-success': page('features/auth/components/auth-success-page.tsx', () => import('../features/auth/components/auth-success-page'), (m) => m.AuthSuccessPage),
  'admin-dashboard': page('features/admin/components/admin-dashboard-page.tsx', () => import('../features/admin/components/admin-dashboard-page'), (m) => m.AdminDashboardPage),
  'tools-hub': page('features/info/components/tools-hub-page.tsx', () => import('../features/info/components/tools-hub-page'), (m) => m.ToolsHubPage),
  policy: page('features/info/components/policy-page.tsx', () => import('../features/info/components/policy-page'), (m) => m.PolicyPage),
  faq: page('features/info/components/faq-page.tsx', () => import('../features/info/components/faq-page'), (m) => m.FaqPage),
  about: page('features/info/components/about-page.tsx', () => import('../features/info/components/about-page'), (m) => m.AboutPage),
  support: page('features/info/components/support-page.tsx', () => import('../features/info/components/support-page'), (m) => m.SupportPage),
  kundli: page('features/kundli/components/kundli-page.tsx', () => import('../features/kundli/components/kundli-page'), (m) => m.KundliPage),
  'kundli-blocks': page('features/kundli/blocks/kundli-blocks-page.tsx', () => import('../features/kundli/blocks/kundli-blocks-page'), (m) => m.KundliBlocksPage),
  varshaphal: page('features/kundli/blocks/varshaphal-page.tsx', () => import('../features/kundli/blocks/varshaphal-page'), (m) => m.VarshaphalPage),
  'brihat-kundli': page('features/kundli/blocks/brihat-kundli-page.tsx', () => import('../features/kundli/blocks/brihat-kundli-page'), (m) => m.BrihatKundliPage),
  'kundli-tool': page('features/kundli/components/kundli-tool-page.tsx', () => import('../features/kundli/components/kundli-tool-page'), (m) => m.KundliToolPage),
  dashboard: page('features/dashboard/components/dashboard-page.tsx', () => import('../features/dashboard/components/dashboard-page'), (m) => m.DashboardPage),
  panchang: page('features/panchang/components/panchang-day-page.tsx', () => import('../features/panchang/components/panchang-day-page'), (m) => m.PanchangDayPage),
  'panchang-month': page('features/panchang/components/panchang-month-page.tsx', () => import('../features/panchang/components/panchang-month-page'), (m) => m.PanchangMonthPage),
  'panchang-tool': page('features/panchang/components/panchang-tool-page.tsx', () => import('../features/panchang/components/panchang-tool-page'), (m) => m.PanchangToolPage),
  'shubh-muhurat': page('features/panchang/components/shubh-muhurat-page.tsx', () => import('../features/panchang/components/shubh-muhurat-page'), (m) => m.ShubhMuhuratPage),
  festivals: page('features/panchang/components/festivals-page.tsx', () => import('../features/panchang/components/festivals-page'), (m) => m.FestivalsPage),
  astrologers: page('features/astrologers/components/astrologers-page.tsx', () => import('../features/astrologers/components/astrologers-page'), (m) => m.AstrologersPage),
  astrologer: page('features/astrologers/components/astrologer-profile-page.tsx', () => import('../features/astrologers/components/astrologer-profile-page'), (m) => m.AstrologerProfilePage),
  packages: page('features/astrologers/components/packages-page.tsx', () => import('../features/astrologers/components/packages-page'), (m) => m.PackagesPage),
  wallet: page('features/wallet/components/wallet-page.tsx', () => import('../features/wallet/components/wallet-page'), (m) => m.WalletPage),
  checkout: page('features/wallet/components/checkout-page.tsx', () => import('../features/wallet/components/checkout-page'), (m) => m.CheckoutPage),
  payment: page('features/wallet/components/payment-page.tsx', () => import('../features/wallet/components/payment-page'), (m) => m.PaymentPage),
  'payment-result': page('features/wallet/components/payment-result-page.tsx', () => import('../features/wallet/components/payment-result-page'), (m) => m.PaymentResultPage),
  chat: page('features/consultations/components/chat-page.tsx', () => import('../features/consultations/components/chat-page'), (m) => m.ChatPage),
  call: page('features/consultations/components/call-page.tsx', () => import('../features/consultations/components/call-page'), (m) => m.CallPage),
  consultations: page('features/consultations/components/consultation-history-page.tsx', () => import('../features/consultations/components/consultation-history-page'), (m) => m.ConsultationHistoryPage),
  bookings: page('features/consultations/components/bookings-page.tsx', () => import('../features/consultations/components/bookings-page'), (m) => m.BookingsPage),
  'astrologer-dashboard': page('features/consultations/components/astrologer-dashboard-page.tsx', () => import('../features/consultations/components/astrologer-dashboard-page'), (m) => m.AstrologerDashboardPage),
  'astrologer-settings': page('features/consultations/components/astrologer-settings-page.tsx', () => import('../features/consultations/components/astrologer-settings-page'), (m) => m.AstrologerSettingsPage),
  questions: page('features/questions/components/questions-page.tsx', () => import('../features/questions/components/questions-page'), (m) => m.QuestionsPage),
  'multi-chat': page('features/consultations/components/multi-chat-page.tsx', () => import('../features/consultations/components/multi-chat-page'), (m) => m.MultiChatPage),
  'matching': page('features/matching/components/matching-page.tsx', () => import('../features/matching/components/matching-page'), (m) => m.MatchingPage),
  'love-compatibility': page('features/love/components/love-compatibility-page.tsx', () => import('../features/love/components/love-compatibility-page'), (m) => m.LoveCompatibilityPage),
  'birth-details': page('features/kundli/components/birth-details-page.tsx', () => import('../features/kundli/components/birth-details-page'), (m) => m.BirthDetailsPage),
  'chart-test': page('features/kundli/components/chart-test-page.tsx', () => import('../features/kundli/components/chart-test-page'), (m) => m.ChartTestPage),
  'dosham-detector': page('features/calculators/components/dosham-detector-page.tsx', () => import('../features/calculators/components/dosham-detector-page'), (m) => m.DoshamDetectorPage),
  'sade-sati': page('features/calculators/components/sade-sati-page.tsx', () => import('../features/calculators/components/sade-sati-page'), (m) => m.SadeSatiPage),
  'lal-kitab': page('features/calculators/components/lal-kitab-page.tsx', () => import('../features/calculators/components/lal-kitab-page'), (m) => m.LalKitabPage),
  'marriage-astrology': page('features/calculators/components/marriage-astrology-page.tsx', () => import('../features/calculators/components/marriage-astrology-page'), (m) => m.MarriageAstrologyPage),
  'gemstones': page('features/calculators/components/gemstones-page.tsx', () => import('../features/calculators/components/gemstones-page'), (m) => m.GemstonesPage),
  'numerology': page('features/numerology/components/numerology-page.tsx', () => import('../features/numerology/components/numerology-page'), (m) => m.NumerologyPage),
  'numerology-year': page('features/numerology/components/numerology-year-page.tsx', () => import('../features/numerology/components/numerology-year-page'), (m) => m.NumerologyYearPage),
  'lucky-numbers': page('features/numerology/components/lucky-numbers-page.tsx', () => import('../features/numerology/components/lucky-numbers-page'), (m) => m.LuckyNumbersPage),
  'baby-naming': page('features/numerology/components/baby-naming-page.tsx', () => import('../features/numerology/components/baby-naming-page'), (m) => m.BabyNamingPage),
  'divination': page('features/divination/components/divination-page.tsx', () => import('../features/divination/components/divination-page'), (m) => m.DivinationPage),
  'tarot-year': page('features/divination/components/tarot-year-page.tsx', () => import('../features/divination/components/tarot-year-page'), (m) => m.TarotYearPage),
  'palmistry': page('features/divination/components/palmistry-page.tsx', () => import('../features/divination/components/palmistry-page'), (m) => m.PalmistryPage),
  'vastu': page('features/divination/components/vastu-page.tsx', () => import('../features/divination/components/vastu-page'), (m) => m.VastuPage),
  horoscope: page('features/horoscope/components/horoscope-page.tsx', () => import('../features/horoscope/components/horoscope-page'), (m) => m.HoroscopePage),
  'planet-transits': page('features/horoscope/components/planet-transits-page.tsx', () => import('../features/horoscope/components/planet-transits-page'), (m) => m.PlanetTransitsPage),
  'article-editor': page('features/article-editor/components/article-editor-page.tsx', () => import('../features/article-editor/components/article-editor-page'), (m) => m.ArticleEditorPage),
  profile: page('features/dashboard/components/profile-page.tsx', () => import('../features/dashboard/components/profile-page'), (m) => m.ProfilePage),
  'admin-settings': page('features/admin/components/admin-settings-page.tsx', () => import('../features/admin/components/admin-settings-page'), (m) => m.AdminSettingsPage),
  'admin-responses': page('features/admin/components/admin-responses-page.tsx', () => import('../features/admin/components/admin-responses-page'), (m) => m.AdminResponsesPage),
  landing: page('features/info/components/landing-page.tsx', () => import('../features/info/components/landing-page'), (m) => m.LandingPage),
  'festivals-hub': page('features/reading/components/festivals-hub-page.tsx', () => import('../features/reading/components/festivals-hub-page'), (m) => m.FestivalsHubPage),
  topic: page('features/reading/components/topic-page.tsx', () => import('../features/reading/components/topic-page'), (m) => m.TopicPage),
  learn: page('features/reading/components/learn-page.tsx', () => import('../features/reading/components/learn-page'), (m) => m.LearnPage),
  nakshatra: page('features/reading/components/nakshatra-page.tsx', () => import('../features/reading/components/nakshatra-page'), (m) => m.NakshatraPage),
  'zodiac-signs': page('features/horoscope/components/zodiac-signs-page.tsx', () => import('../features/horoscope/components/zodiac-signs-page'), (m) => m.ZodiacSignsPage),
  'astrologer-apply': page('features/onboarding/components/astrologer-apply-page.tsx', () => import('../features/onboarding/components/astrologer-apply-page'), (m) => m.AstrologerApplyPage),
  'reports-catalog': page('features/reports/components/reports-catalog-page.tsx', () => import('../features/reports/components/reports-catalog-page'), (m) => m.ReportsCatalogPage),
  'report-order': page('features/reports/components/report-order-page.tsx', () => import('../features/reports/components/report-order-page'), (m) => m.ReportOrderPage),
  'report-result': page('features/reports/components/report-result-page.tsx', () => import('../features/reports/components/report-result-page'), (m) => m.ReportResultPage),
  'my-reports': page('features/reports/components/my-reports-page.tsx', () => import('../features/reports/components/my-reports-page'), (m) => m.MyReportsPage),
  'coming-soon': page('features/info/components/coming-soon-page.tsx', () => import('../features/info/components/coming-soon-page'), (m) => m.ComingSoonPage),
}

/**
 * The login page shown in place of an admin page to a signed-out visitor (stays on that page after
 * sign-in), with its messages. Only the browser shows it (AccessGate decides once the session is checked),
 * so the catalog loads into the browser's i18n.
 */
const EmbeddedLogin = lazy(async () => {
  const [{ LoginPage }] = await Promise.all([
    import('../features/auth/components/login-page'),
    loadFeatureCatalog('auth', browserI18n.locale as LanguageCode, browserI18n),
  ])
  return { default: () => <LoginPage embedded /> }
})

export function EmbeddedLoginPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <EmbeddedLogin />
    </Suspense>
  )
}

/** Renders the entry's page, showing 'Loading page...' while its chunk loads. */
export function PageView({ entry }: PageProps) {
  const { Component, loaded: Loaded } = PAGES[entry.page]
  if (Loaded) return <Loaded entry={entry} />
  return (
    <Suspense fallback={<PageLoading />}>
      <Component entry={entry} />
    </Suspense>
  )
}

/**
 * The page's module as the build's manifest names it (relative to ui/): the server links the page's
 * chunk, its imports and its stylesheets in the HTML it renders (server/ssr-assets.ts).
 */
export function pageSource(key: PageKey): string {
  return PAGES[key].source
}

/** Fetches a page's chunk (the route's `preload`, awaited by the router before it renders). */
export function preloadPage(key: PageKey): Promise<unknown> {
  return PAGES[key].load()
}

/** The main pages, fetched ahead of need after 2 seconds or at the first interaction. */
const MAIN_PAGES = ['home', 'blog-list', 'coming-soon', 'tools-hub', 'login'] as const satisfies readonly PageKey[]

/** The main pages' modules as the build's manifest names them (the server lists their files to prefetch). */
export function mainPageSources(): string[] {
  return MAIN_PAGES.map(pageSource)
}

/**
 * Fetches the main pages' files into the browser's cache without running them: `files` are what the
 * server listed (DocumentAssets.prefetch). Importing the modules instead would also run them, long tasks
 * on a slow phone while the page is still settling. Without a list (the dev server) they are imported.
 */
export function prefetchMainPages(files: readonly string[]): void {
  if (files.length === 0) {
    for (const key of MAIN_PAGES) PAGES[key].load().catch(() => undefined)
    return
  }
  // Each request costs the main thread 2-6 ms on a phone (measured at 4x CPU throttling): the ~60 links
  // in one loop were a 120-280 ms task. A few at a time, when the browser is idle, and at most 4 ms of
  // each idle period: an idle deadline runs up to 50 ms, which on a phone is itself a long task
  // (Lighthouse counted one of 66-73 ms, seconds after the page had settled).
  let next = 0
  const addSome = () => {
    const start = performance.now()
    do {
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.href = files[next++]!
      document.head.append(link)
    } while (next < files.length && next % 4 !== 0 && performance.now() - start < PREFETCH_SLICE_MS)
    if (next < files.length) whenIdle(addSome)
  }
  whenIdle(addSome)
}

/** The main thread's time the prefetch links may take in one go. */
const PREFETCH_SLICE_MS = 4

/** requestIdleCallback where there is one (not in Safari), otherwise the next task. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 })
  else window.setTimeout(run, 0)
}
