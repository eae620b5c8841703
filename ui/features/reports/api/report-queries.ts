import { queryOptions } from '@tanstack/react-query'
import type { ReportJson, ReportType } from '../../../../core/domain/report'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { reportKeys } from './keys'

export function reportCatalogQueryOptions(services: Pick<Services, 'reports'>, lang: LanguageCode) {
  return queryOptions({ queryKey: reportKeys.catalog(lang), queryFn: () => services.reports.catalog(lang), staleTime: 60_000 })
}

export function reportSampleQueryOptions(services: Pick<Services, 'reports'>, type: ReportType, lang: LanguageCode) {
  return queryOptions({ queryKey: reportKeys.sample(type, lang), queryFn: () => services.reports.sample(type, lang), staleTime: 10 * 60_000 })
}

/** How often a report being written is asked about: often enough for a live progress bar. */
const REPORT_POLL_MS = 1000

function isFinished(report: Pick<ReportJson, 'status'> | undefined): boolean {
  return report?.status === 'done' || report?.status === 'failed'
}

/** One report, asked for again every second until it is done or failed. */
export function reportQueryOptions(services: Pick<Services, 'reports'>, id: string) {
  return queryOptions({
    queryKey: reportKeys.one(id),
    queryFn: () => services.reports.report(id),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : REPORT_POLL_MS),
    staleTime: 0,
  })
}

export function myReportsQueryOptions(services: Pick<Services, 'reports'>, userId: string) {
  return queryOptions({
    queryKey: reportKeys.mine(userId),
    queryFn: () => services.reports.mine(),
    refetchInterval: (query) => (query.state.data?.some((r) => !isFinished(r)) ? 2000 : false),
    staleTime: 0,
  })
}
