import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dateLocale, formatDate, formatDateTime, formatShortDate } from '../../core/shared/formatting'
import { formatLongDay, formatShortDay } from '../../ui/components/panchang-time'
import { formatPeriodDate } from '../../ui/features/kundli/utils/display'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
// 5 December 2026, 11:00 in India: a date whose day and month an all-numeric format would swap.
const AT = '2026-12-05T05:30:00Z'

describe('Indian dates', () => {
  it('writes the day before the month, in words, in English', () => {
    expect(formatShortDate(AT)).toBe('5 Dec 2026')
    expect(formatShortDate(AT, 'en-US')).toBe('5 Dec 2026')
    expect(formatDate('2026-12-05', 'en')).toBe('5 December 2026')
    expect(formatDateTime(AT, 'en')).toBe('5 Dec 2026, 11:00 AM')
    expect(formatShortDay('2026-12-05', 'en-US')).toBe('5 Dec')
    expect(formatLongDay('2026-12-05', 'en-US')).toBe('Saturday, 5 December 2026')
    expect(formatPeriodDate(AT, 'en', 'Asia/Kolkata')).toBe('5 Dec 2026')
  })

  it("writes each language's own month name after the day, never a numeric date", () => {
    const months = { hi: 'दिस', ta: 'டிச', te: 'డిసెం' } as const
    for (const [lang, month] of Object.entries(months)) {
      for (const text of [formatShortDate(AT, lang), formatDateTime(AT, lang), formatDate('2026-12-05', lang), formatPeriodDate(AT, lang as 'hi', 'Asia/Kolkata')]) {
        expect(text, `${lang}: ${text}`).toContain(month)
        // The day comes first and the year last; no 12/5 or 5/12.
        expect(text.indexOf('5'), `${lang}: ${text}`).toBeLessThan(text.indexOf(month))
        expect(text.indexOf(month), `${lang}: ${text}`).toBeLessThan(text.indexOf('2026'))
        expect(text, `${lang}: ${text}`).not.toMatch(/\d+[/-]\d+[/-]\d+/)
      }
    }
  })

  it('reads the calendar day in India by default (23:00 UT is already the next day there)', () => {
    expect(formatShortDate('2026-12-04T23:00:00Z')).toBe('5 Dec 2026')
    expect(formatShortDate('2026-12-04T23:00:00Z', 'en', 'UTC')).toBe('4 Dec 2026')
    expect(formatShortDate('2026-12-05')).toBe('5 Dec 2026')
    expect(formatShortDate('nonsense')).toBe('Invalid Date')
    expect(formatDateTime(null)).toBe('Invalid Date')
    expect(dateLocale('en-US')).toBe('en-IN')
    expect(dateLocale('ta')).toBe('ta-IN')
  })

  it('leaves no date in ui/ formatted outside the day-first helpers', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name)) files.push(path)
      }
    }
    walk(join(ROOT, 'ui'))
    const offenders: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      const where = relative(ROOT, file)
      // dateStyle 'short' is the 12/5/26 that started this; 'medium' prints 'Dec 5, 2026' in en-US.
      if (/dateStyle\s*:/.test(text)) offenders.push(`${where}: dateStyle`)
      // A formatter of a day and a month must take its locale through dateLocale (ISO en-CA keys aside).
      const dayAndMonth = /day:\s*'(?:numeric|2-digit)'[^}\n]*month:|month:[^}\n]*day:\s*'(?:numeric|2-digit)'/.test(text)
      if (dayAndMonth && !/dateLocale\(/.test(text) && !/'en-CA'/.test(text)) offenders.push(`${where}: day and month without dateLocale`)
      if (/toLocaleDateString\(/.test(text) && /day:/.test(text) && !/dateLocale\(/.test(text)) offenders.push(`${where}: toLocaleDateString`)
    }
    expect(offenders).toEqual([])
  })
})
