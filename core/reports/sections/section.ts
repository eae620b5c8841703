import type { ReportContext, ReportWriter } from '../context'

/** The parts of a report, in the order of a table of contents. */
const REPORT_PARTS = ['basics', 'planets', 'houses', 'yogas', 'doshas', 'vargas', 'ashtakavarga', 'dashas', 'areas', 'forecast', 'matching', 'remedies'] as const
export type ReportPart = (typeof REPORT_PARTS)[number]

/** A written section before it gets its id and part. */
export interface Written {
  title: string
  body: string
}

/** One section of a report plan: what it is called and how it is written from the context. */
export interface SectionPlan {
  id: string
  part: ReportPart
  write(ctx: ReportContext, w: ReportWriter): Written
}

export function section(id: string, part: ReportPart, write: SectionPlan['write']): SectionPlan {
  return { id, part, write }
}
