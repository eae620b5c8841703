import { describe, expect, it } from 'vitest'
import { REPORT_TYPES } from '../../core/domain/report'
import { reportPagePath, reportResultsPath } from '../../core/reports/addresses'
import { lookupRoute } from '../../ui/app/route-lookup'
import { reportTypeOfResultsPath } from '../../ui/features/reports/utils/report-order'

describe('report addresses', () => {
  it('reads each report under its own type page, and that page exists for every type and language', () => {
    for (const type of REPORT_TYPES) {
      const path = reportResultsPath(type, 'r-1')
      expect(path).toBe(`/reports/${type}/results/r-1`)
      expect(path.startsWith(reportPagePath(type))).toBe(true)
      // The type's own page (the order page) exists, so the results address sits under a real one.
      expect(lookupRoute(reportPagePath(type))?.entry.page, type).toBe('report-order')
      for (const prefix of ['', '/hindi', '/tamil', '/telugu']) {
        const match = lookupRoute(`${prefix}${path}`)
        expect(match?.entry.page, `${prefix}${path}`).toBe('report-result')
        expect(match?.params.reportId).toBe('r-1')
        expect(reportTypeOfResultsPath(`${prefix}${path}`)).toBe(type)
      }
    }
  })

  it('keeps the old address every report once had (old mails carry it)', () => {
    expect(lookupRoute('/reports/super-horoscope/results/abc')?.entry.page).toBe('report-result')
    expect(reportTypeOfResultsPath('/reports/super-horoscope/results/abc')).toBe('super-horoscope')
  })

  it('escapes the id and names no type for other addresses', () => {
    expect(reportResultsPath('career', 'a/b')).toBe('/reports/career/results/a%2Fb')
    expect(reportTypeOfResultsPath('/reports/career')).toBeNull()
    expect(reportTypeOfResultsPath('/reports/horoscope/results/x')).toBeNull()
  })
})
