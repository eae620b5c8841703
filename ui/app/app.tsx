import { useMemo } from 'react'
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { languageFromPath, localizePath, DEFAULT_LANGUAGE } from '../../core/rules/language'
import { ErrorBoundary } from '../components/error-fallback'
import { i18n } from '../i18n/i18n'
import { AnalyticsProvider, createAnalytics } from '../lib/analytics'
import { AuthProvider } from '../lib/auth'
import { ServicesProvider } from '../services/services-context'
import type { Services } from '../services/types'
import type { AppRouter } from './router'
import { theme } from './theme'

/** Mantine's default key; ui/public/theme-init.js reads the same key before the first paint. */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value'
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY })

/** Every provider: Mantine (theme, notifications), Lingui, Query, services, analytics, auth, router. */
export function App({ router, services, queryClient }: { router: AppRouter; services: Services; queryClient: QueryClient }) {
  const analytics = useMemo(() => createAnalytics(services.analytics), [services])
  const goToLogin = useMemo(
    () => () => {
      const language = languageFromPath(window.location.pathname) ?? DEFAULT_LANGUAGE
      void router.navigate({ to: localizePath('/login', language) })
    },
    [router],
  )
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Notifications position="top-right" limit={1} autoClose={5000} zIndex={1000} containerWidth={420} />
      <I18nProvider i18n={i18n}>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <ServicesProvider services={services}>
              <AnalyticsProvider analytics={analytics}>
                <AuthProvider auth={services.auth} onLoggedOut={goToLogin}>
                  <RouterProvider router={router} />
                </AuthProvider>
              </AnalyticsProvider>
            </ServicesProvider>
          </QueryClientProvider>
        </ErrorBoundary>
      </I18nProvider>
    </MantineProvider>
  )
}
