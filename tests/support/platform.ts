import type { ReportPrinter } from '../../core/reports/ports/report-printer'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { loadConfig } from '../../config/schema'
import type { Clock } from '../../core/shared/ports/clock'
import { ScryptPasswordHasher } from '../../adapters/auth/scrypt-password-hasher'
import { startPlatform } from '../../server/platform'
import { freshPglite } from './storage'
import type { Storage } from '../../adapters/storage/database'

export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-password-1' }

/** The fully wired app on a fresh embedded database, with a cheap KDF so tests stay quick. */
export async function testPlatform(env: Record<string, string> = {}, options: { clock?: Clock; storage?: Storage; holdReportWorker?: boolean; holdBookingSchedule?: boolean; logger?: pino.Logger; reportPrinter?: ReportPrinter } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-test-'))
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', COMPUTE_WORKERS: '0', SIGNUP_RATE_LIMIT_PER_IP: '1000', ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ...env })
  return startPlatform(config, {
    storage: options.storage ?? (await freshPglite()),
    logger: options.logger ?? pino({ level: 'silent' }),
    passwordHasher: new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }),
    clock: options.clock,
    holdReportWorker: options.holdReportWorker,
    holdBookingSchedule: options.holdBookingSchedule,
    reportPrinter: options.reportPrinter,
  })
}
