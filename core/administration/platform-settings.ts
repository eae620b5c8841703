import type { PlatformSettings } from '../domain/settings'
import type { PublicUser } from '../domain/user'
import type { AuditLog } from '../ports/audit-log'
import type { SettingsStore } from '../ports/settings-store'
import { settingsSchema } from '../rules/settings-form'
import { rechargePackagesSchema } from '../rules/recharge-packages-form'
import type { RechargePackage } from '../domain/content'
import type { RechargePackageRepository } from '../ports/content-repository'
import { validate } from '../shared/validate'

/** GET/PUT /api/admin/settings: read, validate and save the settings; each change audited with what it changed. */
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

  /** PUT /api/admin/recharge-packages: the whole list, validated, audited. */
  async replaceRechargePackages(actor: PublicUser, body: unknown): Promise<RechargePackage[]> {
    const next = validate(rechargePackagesSchema, body) as RechargePackage[]
    const before = await this.packages.list()
    await this.packages.replace(next)
    await this.audit.record({ actorId: actor.id, actorEmail: actor.email, action: 'settings.packages', target: 'recharge-packages', before, after: next })
    return this.packages.list()
  }

  get(): Promise<PlatformSettings> {
    return this.store.current()
  }

  async update(actor: PublicUser, body: unknown): Promise<PlatformSettings> {
    const next = validate(settingsSchema, body) as PlatformSettings
    const before = await this.store.current()
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
