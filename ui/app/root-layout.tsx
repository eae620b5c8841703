import { Suspense, useEffect } from 'react'
import { Outlet, useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ErrorBoundary } from '../components/error-fallback'
import { Footer } from '../components/layout/footer'
import { ConsentBanner } from '../components/consent-banner'
import { HydrateOnVisible } from '../components/hydrate-on-visible'
import { Header, prefetchMobileNav } from '../components/layout/header'
import { prefetchHeaderPopups } from '../components/layout/load-header-popups'
import classes from '../components/layout/layout.module.css'
import { onFirstInteraction } from '../lib/first-interaction'
import { useSignInReturn } from '../lib/use-sign-in-return'
import type { DocumentState } from './document-state'
import { prefetchMainPages } from './pages'
import { useRouteEffects } from './use-route-effects'

/** Prefetch the main pages after 2 seconds or at the first interaction, whichever comes first. */
function usePrefetchMainPages() {
  const { document: state } = useRouter().options.context as { document: DocumentState }
  const files = state.assets.prefetch
  useEffect(() => {
    const run = () => {
      window.clearTimeout(timer)
      stopListening()
      prefetchMainPages(files)
      prefetchMobileNav()
    }
    const timer = window.setTimeout(run, 2000)
    const stopListening = onFirstInteraction(run)
    return () => {
      window.clearTimeout(timer)
      stopListening()
    }
  }, [files])
}

/** The header's menus at the first interaction, not on the timer: a page left alone never needs them. */
function usePrefetchHeaderPopups() {
  useEffect(() => onFirstInteraction(prefetchHeaderPopups), [])
}

/**
 * The shell around every page: header, main content, footer. Public pages render at once (on the server
 * too); pages that need a session show the spinner while it is checked (access-gate.tsx).
 */
export function RootLayout() {
  // Marks the moment the browser has taken over the server's HTML (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  useRouteEffects()
  useSignInReturn()
  usePrefetchMainPages()
  usePrefetchHeaderPopups()

  return (
    <div className={classes.page}>
      <a href="#main-content" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {/* Separate Suspense boundaries hydrate as separate tasks; the footer only when it scrolls near. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <ErrorBoundary>
          <Suspense>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <HydrateOnVisible>
        <Footer />
      </HydrateOnVisible>
      <ConsentBanner />
    </div>
  )
}
