import { lazy, Suspense, type ComponentType } from 'react'
import { PageLoading } from '../components/page-loading'
import type { PageKey, RouteEntry } from './route-table'

type PageProps = { entry: RouteEntry }

/** Each page is its own chunk; `load` is also used to prefetch. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType<PageProps>) {
  return { load, Component: lazy(async () => ({ default: pick(await load()) })) }
}

const PAGES: Record<PageKey, ReturnType<typeof page>> = {
  home: page(() => import('../features/home/components/home-page'), (m) => m.HomePage as ComponentType<PageProps>),
  'blog-list': page(() => import('../features/blog/components/blog-list-page'), (m) => m.BlogListPage as ComponentType<PageProps>),
  'blog-article': page(() => import('../features/blog/components/blog-article-page'), (m) => m.BlogArticlePage as ComponentType<PageProps>),
  login: page(() => import('../features/auth/components/login-page'), (m) => m.LoginPage as ComponentType<PageProps>),
  signup: page(() => import('../features/auth/components/signup-page'), (m) => m.SignupPage),
  'reset-pin': page(() => import('../features/auth/components/reset-pin-page'), (m) => m.ResetPinPage),
  'auth-success': page(() => import('../features/auth/components/auth-success-page'), (m) => m.AuthSuccessPage),
  'admin-dashboard': page(() => import('../features/admin/components/admin-dashboard-page'), (m) => m.AdminDashboardPage),
  'tools-hub': page(() => import('../features/info/components/tools-hub-page'), (m) => m.ToolsHubPage),
  policy: page(() => import('../features/info/components/policy-page'), (m) => m.PolicyPage),
  faq: page(() => import('../features/info/components/faq-page'), (m) => m.FaqPage),
  about: page(() => import('../features/info/components/about-page'), (m) => m.AboutPage),
  support: page(() => import('../features/info/components/support-page'), (m) => m.SupportPage),
  kundli: page(() => import('../features/kundli/components/kundli-page'), (m) => m.KundliPage),
  'brihat-kundli': page(() => import('../features/kundli/components/brihat-kundli-page'), (m) => m.BrihatKundliPage),
  'kundli-tool': page(() => import('../features/kundli/components/kundli-tool-page'), (m) => m.KundliToolPage),
  dashboard: page(() => import('../features/dashboard/components/dashboard-page'), (m) => m.DashboardPage),
  panchang: page(() => import('../features/panchang/components/panchang-day-page'), (m) => m.PanchangDayPage),
  'panchang-month': page(() => import('../features/panchang/components/panchang-month-page'), (m) => m.PanchangMonthPage),
  'panchang-tool': page(() => import('../features/panchang/components/panchang-tool-page'), (m) => m.PanchangToolPage),
  'shubh-muhurat': page(() => import('../features/panchang/components/shubh-muhurat-page'), (m) => m.ShubhMuhuratPage),
  festivals: page(() => import('../features/panchang/components/festivals-page'), (m) => m.FestivalsPage),
  astrologers: page(() => import('../features/astrologers/components/astrologers-page'), (m) => m.AstrologersPage),
  astrologer: page(() => import('../features/astrologers/components/astrologer-profile-page'), (m) => m.AstrologerProfilePage),
  packages: page(() => import('../features/astrologers/components/packages-page'), (m) => m.PackagesPage),
  wallet: page(() => import('../features/wallet/components/wallet-page'), (m) => m.WalletPage),
  checkout: page(() => import('../features/wallet/components/checkout-page'), (m) => m.CheckoutPage),
  payment: page(() => import('../features/wallet/components/payment-page'), (m) => m.PaymentPage),
  'payment-result': page(() => import('../features/wallet/components/payment-result-page'), (m) => m.PaymentResultPage),
  chat: page(() => import('../features/consultations/components/chat-page'), (m) => m.ChatPage),
  consultations: page(() => import('../features/consultations/components/consultation-history-page'), (m) => m.ConsultationHistoryPage),
  'astrologer-dashboard': page(() => import('../features/consultations/components/astrologer-dashboard-page'), (m) => m.AstrologerDashboardPage),
  'astrologer-settings': page(() => import('../features/consultations/components/astrologer-settings-page'), (m) => m.AstrologerSettingsPage),
  'multi-chat': page(() => import('../features/consultations/components/multi-chat-page'), (m) => m.MultiChatPage),
  'coming-soon': page(() => import('../features/info/components/coming-soon-page'), (m) => m.ComingSoonPage),
}

/** The login page shown in place of an admin page to a signed-out visitor (stays on that page after sign-in). */
const EmbeddedLogin = lazy(async () => {
  const { LoginPage } = await import('../features/auth/components/login-page')
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
  const { Component } = PAGES[entry.page]
  return (
    <Suspense fallback={<PageLoading />}>
      <Component entry={entry} />
    </Suspense>
  )
}

/** Spec §9: the main pages are fetched ahead of need after 2 seconds or at the first interaction. */
export function preloadMainPages(): void {
  for (const key of ['home', 'blog-list', 'coming-soon', 'tools-hub', 'login'] as const) {
    PAGES[key].load().catch(() => undefined)
  }
}
