import type { PlatformSettings } from '../../domain/settings'

/** Where the admins' settings live; `current()` is read on every use, so a change applies without a restart. */
export interface SettingsStore {
  current(): Promise<PlatformSettings>
  save(settings: PlatformSettings, by: string): Promise<void>
}
export const SettingsStore = Symbol('SettingsStore')
