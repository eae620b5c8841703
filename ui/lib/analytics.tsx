import { createContext, useContext, type ReactNode } from 'react'
import { journeyStage } from '../../core/administration/journey'
import { onConsentChange, readConsent } from './analytics-consent'
import type { AnalyticsConfig, AnalyticsService } from '../services/types'

/** The analytics session id lives in session storage under this key. */
const ANALYTICS_SESSION_KEY = 'analytics_session_id'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/** The session id, created on first use and kept for the tab's life. */
function analyticsSessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(ANALYTICS_SESSION_KEY)
    if (existing) return existing
    const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
    window.sessionStorage.setItem(ANALYTICS_SESSION_KEY, id)
    return id
  } catch {
    return 'no-session-storage'
  }
}

interface Analytics {
  /** Reports a page view (domain and page path) on each route change. */
  pageView(path: string): Promise<void>
  /** Reports an event with its journey stage. */
  track(eventName: string, params?: Record<string, unknown>): Promise<void>
}

/**
 * Page views and events, only once the visitor has consented (ui/lib/analytics-consent.ts): each goes to
 * the platform's own store (POST /api/analytics/events, with its journey stage) and, when the host has a
 * measurement id (GET /api/analytics/ga-config, falling back per host), to Google's tag, which is loaded
 * only then. Before consent nothing is sent and nothing is loaded; on consent the current page is counted.
 */
export function createAnalytics(service: AnalyticsService): Analytics {
  let config: Promise<AnalyticsConfig> | null = null
  let lastPage: string | null = null

  function ensureConfig(): Promise<AnalyticsConfig> {
    config ??= service
      .config()
      .catch((): AnalyticsConfig => ({ measurementId: '', domain: window.location.hostname, description: '' }))
      .then((cfg) => {
        if (cfg.measurementId) loadTag(cfg.measurementId)
        return cfg
      })
    return config
  }

  function loadTag(measurementId: string) {
    if (window.gtag) return
    window.dataLayer = window.dataLayer ?? []
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', measurementId, { send_page_view: false })
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
    document.head.appendChild(script)
  }

  async function send(eventName: string, path: string, params: Record<string, string | number | boolean>) {
    if (readConsent() !== 'granted') return
    await service.record({ sessionId: analyticsSessionId(), events: [{ name: eventName, path, params }] }).catch(() => undefined)
    const cfg = await ensureConfig()
    if (!cfg.measurementId || !window.gtag) return
    window.gtag('event', eventName, {
      send_to: cfg.measurementId,
      domain: cfg.domain,
      session_id: analyticsSessionId(),
      journey_stage: journeyStage(eventName),
      ...params,
    })
  }

  if (typeof window !== 'undefined')
    onConsentChange((consent) => {
      if (consent === 'granted' && lastPage) void send('page_view', lastPage, {})
    })

  return {
    pageView: (path) => {
      lastPage = path
      return send('page_view', path, {})
    },
    track: (eventName, params = {}) => send(eventName, window.location.pathname, params as Record<string, string | number | boolean>),
  }
}

const AnalyticsContext = createContext<Analytics | null>(null)

export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>
}

/** Analytics for components that report events (`track('kundli_generate')`). */
export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext)
  if (!analytics) throw new Error('useAnalytics must be used inside <AnalyticsProvider>')
  return analytics
}
