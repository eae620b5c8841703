import compression from 'compression'
import cookieParser from 'cookie-parser'
import express, { type Express } from 'express'
import helmet from 'helmet'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { NotFoundError } from '../../core/errors'
import type { Authenticate } from '../../core/use-cases/authenticate'
import type { ListOutbox } from '../../core/use-cases/list-outbox'
import { identify } from './auth-middleware'
import { errorMiddleware } from './error-mapper'
import { adminRoutes } from './routes/admin-routes'
import { authRoutes, type AuthRouteDeps } from './routes/auth-routes'
import { contentRoutes, type ContentRouteDeps } from './routes/content-routes'
import { imageRoutes } from './routes/image-routes'
import { chartRoutes, type ChartRouteDeps } from './routes/chart-routes'
import { kundliRoutes } from './routes/kundli-routes'
import { panchangRoutes, type PanchangRouteDeps } from './routes/panchang-routes'
import { locationRoutes } from './routes/location-routes'
import type { GenerateKundli } from '../../core/use-cases/generate-kundli'
import type { SearchLocations } from '../../core/use-cases/search-locations'
import { adminWalletRoutes, type AdminWalletRouteDeps } from './routes/admin-wallet-routes'
import { paymentRoutes, RAZORPAY_WEBHOOK_PATH, webhookRawBody, type PaymentRouteDeps } from './routes/payment-routes'
import { walletRoutes, type WalletRouteDeps } from './routes/wallet-routes'
import { adminConsultationRoutes, consultationRoutes, type ConsultationRouteDeps } from './routes/consultation-routes'
import { astrologerDashboardRoutes, type AstrologerDashboardRouteDeps } from './routes/astrologer-dashboard-routes'
import { reviewRoutes, type ReviewRouteDeps } from './routes/review-routes'

export interface AnalyticsSettings {
  measurementId: string
  domain: string
  description: string
}

export interface HttpAppDeps extends AuthRouteDeps, ContentRouteDeps, ChartRouteDeps, WalletRouteDeps, PaymentRouteDeps, AdminWalletRouteDeps, PanchangRouteDeps, ConsultationRouteDeps, ReviewRouteDeps, AstrologerDashboardRouteDeps {
  authenticate: Authenticate
  listOutbox: ListOutbox
  searchLocations: SearchLocations
  locationAttribution?: string
  generateKundli: GenerateKundli
  logger: Logger
  assetsDir: string
  /** the built web client (dist/ui); absent in API-only tests */
  uiDir?: string
  analytics: AnalyticsSettings
  trustProxy?: boolean
}

/** The Express app: JSON API under /api, the built SPA with long-cached hashed assets elsewhere. */
export function createHttpApp(deps: HttpAppDeps): Express {
  const app = express()
  app.disable('x-powered-by')
  if (deps.trustProxy) app.set('trust proxy', 1)
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", 'https://www.googletagmanager.com', 'https://checkout.razorpay.com'],
          'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https://www.google-analytics.com', 'https://www.googletagmanager.com'],
          'connect-src': ["'self'", 'ws:', 'wss:', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.razorpay.com'],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  )
  app.use(compression())
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }))
  app.use(cookieParser())
  // Webhook signatures cover the exact bytes sent: this path keeps its raw body (express.json then skips it).
  app.use(RAZORPAY_WEBHOOK_PATH, webhookRawBody())
  app.use('/api', express.json({ limit: '100kb' }))
  app.use('/api', identify(deps.authenticate))

  app.get('/api/health', (_req, res) => res.json({ status: 'ok' }))
  app.get('/api/analytics/ga-config', (_req, res) => res.json({ success: true, data: deps.analytics }))
  app.use('/api/auth', authRoutes(deps))
  app.use('/api/admin', adminRoutes(deps))
  app.use('/api', contentRoutes(deps))
  app.use('/api', imageRoutes(deps.assetsDir))
  app.use('/api', locationRoutes({ searchLocations: deps.searchLocations, attribution: deps.locationAttribution }))
  app.use('/api', kundliRoutes(deps))
  app.use('/api', panchangRoutes(deps))
  app.use('/api/charts', chartRoutes(deps))
  app.use('/api/wallet', walletRoutes(deps))
  app.use('/api/payments', paymentRoutes(deps))
  app.use('/api/admin', adminWalletRoutes(deps))
  app.use('/api/consultations', consultationRoutes(deps))
  app.use('/api', reviewRoutes(deps))
  app.use('/api/astrologer', astrologerDashboardRoutes(deps))
  app.use('/api/admin', adminConsultationRoutes(deps))
  app.use('/api', (_req, _res, next) => next(new NotFoundError('No such API endpoint')))

  if (deps.uiDir && existsSync(path.join(deps.uiDir, 'index.html'))) {
    const uiDir = deps.uiDir
    app.use(
      express.static(uiDir, {
        index: false,
        setHeaders: (res, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`)
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      }),
    )
    // SPA fallback: every other GET is a client route.
    app.get(/.*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache')
      res.sendFile(path.join(uiDir, 'index.html'))
    })
  }

  app.use(errorMiddleware(deps.logger))
  return app
}
