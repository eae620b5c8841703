import type { Kysely } from 'kysely'
import type { PlatformSettings } from '../../core/domain/settings'
import type { SettingsStore } from '../../core/shared/ports/settings-store'
import type { Database } from './schema'

/** How long an instance trusts its copy: a change made on another instance applies within this. */
const CACHE_MS = 5_000

/**
 * The settings document in the database, over the spec's defaults (a field added later takes its default).
 * Each instance keeps a copy for a few seconds; its own saves replace the copy at once.
 */
export class SqlSettingsStore implements SettingsStore {
  private cached: { at: number; value: PlatformSettings } | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: PlatformSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<PlatformSettings> {
    if (this.cached && this.now() - this.cached.at < CACHE_MS) return this.cached.value
    const row = await this.db.selectFrom('platform_settings').select('value').where('id', '=', 'platform').executeTakeFirst()
    const stored = (row?.value ?? {}) as Partial<PlatformSettings>
    const value: PlatformSettings = {
      ...this.defaults,
      ...stored,
      reportPrices: { ...this.defaults.reportPrices, ...stored.reportPrices },
      analytics: { hosts: { ...stored.analytics?.hosts } },
      features: { ...this.defaults.features, ...stored.features },
      claims: { ...this.defaults.claims, ...stored.claims },
      offers: {
        firstReport: { ...this.defaults.offers.firstReport, ...stored.offers?.firstReport },
        firstQuestion: { ...this.defaults.offers.firstQuestion, ...stored.offers?.firstQuestion },
      },
      bookings: { ...this.defaults.bookings, ...stored.bookings },
    }
    this.cached = { at: this.now(), value }
    return value
  }

  async save(settings: PlatformSettings, by: string): Promise<void> {
    const value = JSON.stringify(settings)
    await this.db
      .insertInto('platform_settings')
      .values({ id: 'platform', value, updated_by: by })
      .onConflict((oc) => oc.column('id').doUpdateSet({ value, updated_by: by, updated_at: new Date() }))
      .execute()
    this.cached = { at: this.now(), value: settings }
  }
}
