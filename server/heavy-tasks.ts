import { sectionPages } from '../adapters/pdf/section-pages'
import type { HeavyTasks } from '../core/shared/ports/heavy-computation'
import type { PasswordStrength } from '../core/accounts/ports/password-strength'
import type { ReportWriting } from '../core/reports/ports/report-writing'
import type { FindMuhurat } from '../core/panchang/find-muhurat'
import type { GetPanchangMonth } from '../core/panchang/get-panchang-month'
import type { ListFestivals } from '../core/panchang/list-festivals'

/** The heavy tasks by name, over the use cases (in the main thread's container or a worker's). */
export function heavyTasks(useCases: { getPanchangMonth: GetPanchangMonth; listFestivals: ListFestivals; findMuhurat: FindMuhurat; passwordStrength: PasswordStrength; reportAuthor: ReportWriting }): HeavyTasks {
  return {
    panchangMonth: (input) => useCases.getPanchangMonth.execute(input),
    festivals: (input) => useCases.listFestivals.execute(input),
    muhurat: (input) => useCases.findMuhurat.execute(input),
    // The input crossed a thread: only a string is a password.
    passwordWeak: async (input) => {
      if (typeof input !== 'string') throw new TypeError('passwordWeak takes a string')
      return useCases.passwordStrength.isWeak(input)
    },
    report: (input, progress) => useCases.reportAuthor.write(input, async (percent, title) => progress(percent, title)),
    pdfSectionPages: async (input) => {
      if (!(input?.pdf instanceof Uint8Array) || !Number.isInteger(input.sections)) throw new TypeError('pdfSectionPages takes {pdf: Uint8Array, sections: integer}')
      return sectionPages(input.pdf, input.sections)
    },
  }
}
