import compression from 'compression'
import cookieParser from 'cookie-parser'
import express, { type Express } from 'express'
import helmet from 'helmet'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { NotFoundError } from '../../core/errors'
import type { Authenticate } from '../../core/accounts/authenticate'
import { identify } from './auth-middleware'
import { renderPages, type PageRenderer } from './page-renderer'
import { seoRoutes, type SitePage } from './routes/seo-routes'
import { errorMiddleware } from './error-mapper'
import { rejectForbiddenText } from './text-guard'
import { sameOriginWrites } from './same-origin-writes'
import { authRoutes, type AuthRouteDeps } from './routes/auth-routes'
import { imageRoutes } from './routes/image-routes'
import { locationRoutes } from './routes/location-routes'
import type { SearchLocations } from '../../core/shared/search-locations'
import { paymentRoutes, SESSION_FREE_PAYMENT_PATHS, webhookRawBody, type PaymentRouteDeps } from './routes/payment-routes'
import { WALLET_PATHS } from '../../core/wallet/paths'
import { editorialApiRoutes, rssRoutes, type EditorialRouteDeps } from './routes/editorial-routes'
import type { SettingsStore } from '../../core/shared/ports/settings-store'
import { systemClock, type Clock } from '../../core/shared/ports/clock'
import { reportRoutes, type ReportRouteDeps } from './routes/report-routes'
import { cspNonceSource } from './csp-nonces'
import { readEndpointRoutes } from './read-endpoints'
import { endpointRoutes } from './endpoints'
import { ENDPOINTS } from '../../core/endpoints'
import { CONTENT_PATHS } from '../../core/content/paths'
import { ADMINISTRATION_PATHS } from '../../core/administration/paths'
import { SHARED_PATHS } from '../../core/shared/paths'
import { READ_ENDPOINTS } from '../../core/read-endpoints'
import type { Resolve } from '../../core/shared/read-endpoint'
import type { ListArticles } from '../../core/content/list-articles'
import type { ListAstrologers } from '../../core/content/list-astrologers'

interface AnalyticsSettings {
  measurementId: string
  domain: string
  description: string
}

interface HttpAppDeps extends AuthRouteDeps, PaymentRouteDeps, EditorialRouteDeps, ReportRouteDeps {
  /** the composition root's resolver: the declared public reads (core/read-endpoints.ts) answer through it */
  resolve: Resolve
  /** the sitemap's article and astrologer addresses */
  listArticles: ListArticles
  listAstrologers: ListAstrologers
  authenticate: Authenticate
  searchLocations: SearchLocations
  locationAttribution?: string
  logger: Logger
  assetsDir: string
  /** the built web client (dist/ui); absent in API-only tests */
  uiDir?: string
  /** renders pages on the server (server/ssr.ts); absent in API-only tests */
  renderPage?: PageRenderer
  /** the public pages for sitemap.xml on a date (from the UI's route table); absent when the UI is not built */
  sitePages?: ((now: Date) => readonly SitePage[]) | null
  /** the clock that dates the sitemap's pages (the system's when absent) */
  clock?: Clock
  /** the site's public origin, for the URLs of rendered pages */
  publicOrigin?: string
  analytics: AnalyticsSettings
  /** the admins' settings (per-host analytics ids) */
  settings?: SettingsStore
  /** how many reverse proxies in front are trusted to name the client's address (X-Forwarded-For); 0: none */
  trustProxyHops?: number
}

/** Query parameters whose values are credentials (the Google sign-in's return carries the session token). */
const SECRET_PARAM_NAMES = ['token', 'code', 'state', 'pin', 'password', 'signature']
const SECRET_PARAMS = new RegExp(`([?&](?:${SECRET_PARAM_NAMES.join('|')})=)[^&#]*`, 'gi')

/** A request as the log keeps it: no session cookie, no bearer token, no credential in the address. */
function withoutSecrets(req: { url?: string; query?: Record<string, unknown>; headers?: Record<string, unknown> }) {
  const { cookie: _cookie, authorization: _authorization, ...headers } = req.headers ?? {}
  const query = Object.fromEntries(Object.entries(req.query ?? {}).map(([key, value]) => [key, SECRET_PARAM_NAMES.includes(key.toLowerCase()) ? '[redacted]' : value]))
  return { ...req, url: req.url?.replace(SECRET_PARAMS, '$1[redacted]'), query, headers }
}

/** A response as the log keeps it: without the cookie it sets. */
function withoutSetCookie(res: { headers?: Record<string, unknown> }) {
  const { 'set-cookie': _setCookie, ...headers } = res.headers ?? {}
  return { ...res, headers }
}

/** The Express app: JSON API under /api, the built SPA with long-cached hashed assets elsewhere. */
export function createHttpApp(deps: HttpAppDeps): Express {
  const app = express()
  app.disable('x-powered-by')
  // Only the configured proxies' X-Forwarded-For entries count: otherwise any client could name its own
  // address and step around the per-address limits.
  app.set('trust proxy', deps.trustProxyHops ?? 0)
  // A fresh nonce per response: the server-rendered page's inline hydration scripts carry it.
  const nextNonce = cspNonceSource()
  app.use((_req, res, next) => {
    res.locals.cspNonce = nextNonce()
    next()
  })
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': [
            "'self'",
            (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
            'https://www.googletagmanager.com',
            'https://checkout.razorpay.com',
          ],
          'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https://www.google-analytics.com', 'https://www.googletagmanager.com'],
          'connect-src': ["'self'", 'ws:', 'wss:', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.razorpay.com'],
          'upgrade-insecure-requests': null,
        },
      },
      // Helmet's default, no-referrer, makes Chromium post our own forms with `Origin: null`; this policy
      // keeps our origin on our own requests and gives other sites no more than the origin.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  )
  app.use(compression())
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === SHARED_PATHS.health }, serializers: { req: withoutSecrets, res: withoutSetCookie } }))
  app.use(cookieParser())
  // Webhook signatures cover the exact bytes sent: this path keeps its raw body (express.json then skips it).
  app.use(WALLET_PATHS.razorpayWebhook, webhookRawBody())
  // An article in Hindi, Tamil or Telugu takes about three bytes a letter: the editor's saves get more room.
  app.use(CONTENT_PATHS.adminArticles, express.json({ limit: '1mb' }))
  app.use('/api', express.json({ limit: '100kb' }))
  app.use(rejectForbiddenText())
  app.use('/api', sameOriginWrites(deps.publicOrigin, SESSION_FREE_PAYMENT_PATHS))
  app.use('/api', identify(deps.authenticate))

  app.get(SHARED_PATHS.health, (_req, res) => res.json({ status: 'ok' }))
  // Per host (sister sites have their own ids), from the admins' settings; the main site's default otherwise.
  app.get(ADMINISTRATION_PATHS.gaConfig, async (req, res) => {
    const hosts = deps.settings ? (await deps.settings.current()).analytics.hosts : {}
    const entry = hosts[req.hostname.toLowerCase()]
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.json({ success: true, data: entry ? { measurementId: entry.measurementId, domain: req.hostname.toLowerCase(), description: entry.description } : deps.analytics })
  })
  // The public reads, declared once in core and answered the same way in process while pages render.
  app.use(readEndpointRoutes(READ_ENDPOINTS, deps.resolve))
  app.use(endpointRoutes(ENDPOINTS, deps.resolve))
  app.use(authRoutes(deps))
  app.use(imageRoutes(deps.assetsDir))
  app.use(locationRoutes({ searchLocations: deps.searchLocations, attribution: deps.locationAttribution }))
  app.use(reportRoutes(deps))
  app.use(paymentRoutes(deps))
  app.use(editorialApiRoutes(deps))
  app.use('/api', (_req, _res, next) => next(new NotFoundError('No such API endpoint')))

  if (deps.uiDir && existsSync(deps.uiDir)) {
    const uiDir = deps.uiDir
    // Source maps stay on the server (error reports), never served: they would publish the client's source.
    app.use((req, _res, next) => (req.path.endsWith('.map') ? next(new NotFoundError('Not found')) : next()))
    app.use(
      express.static(uiDir, {
        index: false,
        setHeaders: (res, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`)
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      }),
    )
  }
  app.use(
    seoRoutes(deps.sitePages ?? null, deps.publicOrigin ?? 'http://localhost', {
      now: () => (deps.clock ?? systemClock).now(),
      articleSlugs: async () => (await deps.listArticles.execute({ lang: 'en' })).map((a) => a.slug),
      // Profiles are linked by slug where an astrologer has one (the cards' links), by id otherwise.
      astrologerSlugs: async () => (await deps.listAstrologers.execute({ lang: 'en' })).map((a) => a.slug || a.id),
    }),
  )
  app.use(rssRoutes(deps, deps.publicOrigin ?? 'http://localhost'))
  if (deps.renderPage) {
    // Every other GET is a page, rendered on the server in the language of its URL.
    app.get(/.*/, identify(deps.authenticate), renderPages(deps.renderPage, deps.publicOrigin ?? 'http://localhost'))
  }

  app.use(errorMiddleware(deps.logger))
  return app
}
