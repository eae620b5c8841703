import type { SettingsStore } from '../shared/ports/settings-store'

/** The offers every visitor sees priced (GET /api/platform-terms), as the admins set them. */
export interface PlatformTerms {
  packageDiscountPercent: number
  freeChatMinutes: number
}

export class GetPlatformTerms {
  constructor(private readonly settings: SettingsStore) {}

  async execute(): Promise<PlatformTerms> {
    const s = await this.settings.current()
    return { packageDiscountPercent: s.packageDiscountPercent, freeChatMinutes: s.freeChatMinutes }
  }
}
