import type { ReportType } from '../../../../core/domain/report'
import type { LanguageCode } from '../../../../core/shared/language'

/** The reports feature's query keys: the catalog, a sample, one report and the user's reports. */
export const reportKeys = {
  catalog: (lang: LanguageCode) => ['report-catalog', lang] as const,
  sample: (type: ReportType, lang: LanguageCode) => ['report-sample', type, lang] as const,
  one: (id: string) => ['report', id] as const,
  mineAll: ['my-reports'] as const,
  mine: (userId: string) => ['my-reports', userId] as const,
}
