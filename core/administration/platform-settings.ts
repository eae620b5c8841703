import type { PlatformSettings } from '../domain/settings'
import type { PublicUser } from '../domain/user'
import type { AuditLog } from '../shared/ports/audit-log'
import type { SettingsStore } from '../shared/ports/settings-store'
import type { RechargePackage } from '../domain/content'
import type { RechargePackageRepository } from '../content/ports/content-repository'
import type { SettingsChange } from './settings-form'

/** GET/PUT /api/admin/settings: read and save the settings (parsed with settingsSchema); each change audited with what it changed. */
export class ManageSettings {
  constructor(
    private readonly store: SettingsStore,
    private readonly audit: AuditLog,
    private readonly packages: RechargePackageRepository,
  ) {}

  /** GET /api/admin/recharge-packages. */
  rechargePackages(): Promise<RechargePackage[]> {
    return this.packages.list()
  }

  /** PUT /api/admin/recharge-packages: the whole list (parsed with rechargePackagesSchema), audited. */
  async replaceRechargePackages(actor: PublicUser, next: RechargePackage[]): Promise<RechargePackage[]> {
    const before = await this.packages.list()
    await this.packages.replace(next)
    await this.audit.record({ actorId: actor.id, actorEmail: actor.email, action: 'settings.packages', target: 'recharge-packages', before, after: next })
    return this.packages.list()
  }

  get(): Promise<PlatformSettings> {
    return this.store.current()
  }

  async update(actor: PublicUser, change: SettingsChange): Promise<PlatformSettings> {
    const before = await this.store.current()
    const next: PlatformSettings = { ...change, claims: change.claims ?? before.claims, offers: change.offers ?? before.offers, bookings: change.bookings ?? before.bookings }
    await this.store.save(next, actor.email)
    // Only what changed, field by field, so the log reads as a change and not as two copies.
    const changed = (Object.keys(next) as Array<keyof PlatformSettings>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]))
    if (changed.length)
      await this.audit.record({
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'settings.update',
        target: 'settings',
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, next[k]])),
      })
    return this.store.current()
  }
}
