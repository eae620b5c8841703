import { useMemo, type ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { AnalyticsProvider, createAnalytics } from '../lib/analytics'
import { AuthProvider } from '../lib/auth'
import { ServicesProvider } from '../services/services-context'
import type { Services } from '../services/types'
import type { DocumentState } from './document-state'

/**
 * The providers that render no markup (Lingui, services, analytics, auth), placed by the router around
 * the whole document (its `Wrap` option), so the server and the browser build the same tree. Mantine,
 * which writes style tags, lives inside <body> (root-document.tsx).
 */
export function createAppWrap({
  services,
  i18n,
  state,
  onLoggedOut,
}: {
  services: Services
  i18n: I18n
  state: DocumentState
  /** After logout (to /login); the router is not in React context here, so the caller supplies it. */
  onLoggedOut: () => void
}) {
  return function AppWrap({ children }: { children: ReactNode }) {
    const analytics = useMemo(() => createAnalytics(services.analytics), [])
    return (
      <I18nProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <AnalyticsProvider analytics={analytics}>
            <AuthProvider auth={services.auth} initialUser={state.user} onLoggedOut={onLoggedOut}>
              {children}
            </AuthProvider>
          </AnalyticsProvider>
        </ServicesProvider>
      </I18nProvider>
    )
  }
}
