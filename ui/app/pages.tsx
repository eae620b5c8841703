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
