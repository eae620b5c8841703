import type { ReportContent, ReportRequest } from '../../domain/report'
import type { FestivalJson } from '../../festivals/present'
import type { MuhuratAnswer } from '../../panchang/find-muhurat'
import type { PanchangMonth } from '../../panchang/get-panchang-month'
import type { FestivalsQuery, MuhuratQuery, PanchangMonthQuery } from '../../panchang/request'

/**
 * The year-long and search-heavy computations, run off the event loop so that one slow request never
 * stalls the others, each with its input and answer. An input is a request already parsed at the boundary
 * (the endpoint's schema); inputs and answers are plain data, because an adapter may run the task on
 * another thread.
 * The password check is here too (a third of a second at worst), and reading a printed report's PDF.
 */
export interface HeavyTaskTypes {
  /** A month of daily panchang for a place (GetPanchangMonth). */
  panchangMonth: { input: PanchangMonthQuery; result: PanchangMonth }
  /** A year of festivals (ListFestivals). */
  festivals: { input: FestivalsQuery; result: FestivalJson[] }
  /** A month's muhurat search for one category (FindMuhurat). */
  muhurat: { input: MuhuratQuery; result: MuhuratAnswer }
  /** Whether a new password is too easy to guess (PasswordStrength): slow, with large dictionaries. */
  passwordWeak: { input: string; result: boolean }
  /** A report's text (ReportAuthor), telling its progress section by section. */
  report: { input: ReportRequest; result: ReportContent }
  /** The pages a printed report's sections begin on, read from its PDF (for the contents' page numbers). */
  pdfSectionPages: { input: { pdf: Uint8Array; sections: number }; result: number[] }
}

/** What a task that tells its progress (the report) says before each step. */
export type HeavyProgress = (percent: number, title: string) => void

/** A heavy task's name. */
export type HeavyTask = keyof HeavyTaskTypes

/** Runs heavy tasks somewhere that does not stall the caller. */
export interface HeavyComputation {
  /**
   * Runs `task` on `input` and answers its result. Rejects with the use case's DomainError (same class,
   * same field issues: a bad input stays a ValidationError); any other failure is a plain Error.
   * `onProgress` hears a task's progress as it goes; from another thread the last calls may arrive
   * after the answer, and are then dropped.
   */
  run<K extends HeavyTask>(task: K, input: HeavyTaskTypes[K]['input'], onProgress?: HeavyProgress): Promise<HeavyTaskTypes[K]['result']>
  /** Stops taking tasks (a later run rejects); those under way finish first. */
  close(): Promise<void>
}
export const HeavyComputation = Symbol('HeavyComputation')

/** The tasks themselves by name: what a HeavyComputation runs, in process or in a worker. */
export type HeavyTasks = { [K in HeavyTask]: (input: HeavyTaskTypes[K]['input'], progress: HeavyProgress) => Promise<HeavyTaskTypes[K]['result']> }
