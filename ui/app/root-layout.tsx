import { useEffect } from 'react'
import { Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorBoundary } from '../components/error-fallback'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import classes from '../components/layout/layout.module.css'
import { SessionCheckSpinner } from '../components/page-loading'
import { useAuth } from '../lib/auth'
import { useSignInReturn } from '../lib/use-sign-in-return'
import { preloadMainPages } from './pages'
import { useRouteEffects } from './use-route-effects'

/** Spec §9: prefetch the main pages after 2 seconds or at the first interaction, whichever comes first. */
function usePrefetchMainPages() {
  useEffect(() => {
    let done = false
    const run = () => {
      if (done) return
      done = true
      preloadMainPages()
      cleanup()
    }
    const timer = window.setTimeout(run, 2000)
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const
    events.forEach((e) => window.addEventListener(e, run, { once: true, passive: true }))
    function cleanup() {
      window.clearTimeout(timer)
      events.forEach((e) => window.removeEventListener(e, run))
    }
    return cleanup
  }, [])
}

/** The shell around every page: header, main content, footer; a centred spinner while the session is checked. */
export function RootLayout() {
  const { loading, user } = useAuth()
  useRouteEffects()
  useSignInReturn()
  usePrefetchMainPages()

  if (loading && !user) return <SessionCheckSpinner />

  return (
    <div className={classes.page}>
      <a href="#main-content" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  )
}
