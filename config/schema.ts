import { z } from 'zod'

/**
 * Every setting of the platform, read from environment variables. Defaults suit a laptop:
 * port 3000, data in ./data, the embedded PGlite database, the sandbox payment gateway.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65535, 'must be at most 65535').default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_ISSUER: z.string().min(1).default('astrovedic'),
    JWT_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
    PUBLIC_URL: z.url({ error: 'must be an absolute URL' }).default('http://localhost:3000'),
    /** the Chromium that prints report PDFs (Debian's package) */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    PDF_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
    COMPUTE_WORKERS: z.coerce
      .number({ error: 'must be a whole number from 0 to 32' })
      .int('must be a whole number from 0 to 32')
      .min(0, 'must be a whole number from 0 to 32')
      .max(32, 'must be a whole number from 0 to 32')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('AstroVedic <no-reply@astrovedic.local>'),
    LOCATION_PROVIDER: z.enum(['embedded', 'nominatim']).default('embedded'),
    NOMINATIM_URL: z.url({ error: 'must be an absolute URL' }).optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: 'must be a whole number from 0 to 10' })
      .int('must be a whole number from 0 to 10')
      .min(0, 'must be a whole number from 0 to 10')
      .max(10, 'must be a whole number from 0 to 10')
      .default(0),
    RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must look like rzp_test_… or rzp_live_…').optional(),
    RAZORPAY_KEY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.razorpay.com'),
    PLATFORM_COMMISSION_PERCENT: z.coerce
      .number({ error: 'must be a number from 0 to 100' })
      .min(0, 'must be a number from 0 to 100')
      .max(100, 'must be a number from 0 to 100')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'must have at most two decimals')
      .default(30),
    /** where analytics events go besides the first-party store: 'ga4' adds Google's Measurement Protocol */
    ANALYTICS_PROVIDER: z.enum(['none', 'ga4']).default('none'),
    GA_MEASUREMENT_ID: z.string().default(''),
    GA4_API_SECRET: z.string().optional(),
    /** Google sign-in (OpenID Connect); without both the Google button is hidden */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url({ error: 'must be an absolute URL' }).default('https://accounts.google.com'),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    SIGNUP_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
    /** STUN/TURN servers for calls, a JSON list of urls; empty: browsers use their host candidates only (docs/calls.md) */
    ICE_SERVERS: z
      .string()
      .default('[]')
      .transform((v, ctx) => {
        try {
          const list: unknown = JSON.parse(v)
          if (Array.isArray(list) && list.every((u) => typeof u === 'string' && /^(stuns?|turns?):[^\s]+$/.test(u))) return list as string[]
        } catch {
          // reported below
        }
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of stun:, turn: or turns: urls' })
        return z.NEVER
      }),
    /** coturn's static-auth-secret: TURN credentials per call (the REST scheme); without it TURN urls are left out */
    TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    TURN_TTL_SECONDS: z.coerce.number().int().min(60, 'must be 60 to 86400 seconds').max(86_400, 'must be 60 to 86400 seconds').default(600),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' })
    if (c.MAIL_PROVIDER === 'smtp' && !c.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_PROVIDER=smtp' })
    if (c.LOCATION_PROVIDER === 'nominatim' && !c.NOMINATIM_URL)
      ctx.addIssue({ code: 'custom', path: ['NOMINATIM_URL'], message: 'is required when LOCATION_PROVIDER=nominatim' })
    if (c.ANALYTICS_PROVIDER === 'ga4')
      for (const name of ['GA_MEASUREMENT_ID', 'GA4_API_SECRET'] as const)
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when ANALYTICS_PROVIDER=ga4' })
    if (c.PAYMENT_PROVIDER === 'razorpay')
      for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=razorpay' })
    // The sandbox credits a wallet for anyone holding an order id: never by accident in production.
    if (c.PAYMENT_PROVIDER === 'sandbox' && c.NODE_ENV === 'production' && !c.ALLOW_SANDBOX_PAYMENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'is sandbox with NODE_ENV=production: set PAYMENT_PROVIDER=razorpay, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
      })
    if (c.PAYMENT_PROVIDER === 'razorpay' && c.NODE_ENV === 'production' && !c.RAZORPAY_API_URL.startsWith('https://'))
      ctx.addIssue({ code: 'custom', path: ['RAZORPAY_API_URL'], message: 'must be an https:// URL when NODE_ENV=production' })
  })

export type AppConfig = z.infer<typeof configSchema>

export class ConfigError extends Error {}

/** Never echoed in an error message. */
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])

/** Parses the environment; an invalid setting throws one line naming the variable and what is wrong. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = configSchema.safeParse(cleaned)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const name = String(issue.path[0] ?? 'configuration')
  const value = cleaned[name]
  const detail = issue.code === 'invalid_value' || issue.code === 'invalid_type' ? `${issue.message}` : issue.message
  throw new ConfigError(`Invalid configuration: ${name} ${detail}${value !== undefined && !SECRET_VARIABLES.has(name) ? ` (got "${value}")` : ''}`)
}
