import { z } from 'zod'
import type { AstrologerApplication } from '../domain/astrologer-application'
import { applicationSchema, type approvalSchema, type rejectionSchema } from './application-form'
import { languageParam } from '../shared/language-param'

/** POST /api/astrologer-applications: the form and the language of the page it was sent from (English when absent or unknown). */
export const applicationRequestSchema = applicationSchema.extend({ lang: languageParam })
export type ApplicationRequest = z.output<typeof applicationRequestSchema>

const STATUSES: readonly AstrologerApplication['status'][] = ['new', 'approved', 'rejected']

/** GET /api/admin/astrologer-applications?status=: one status, or every application when absent or unknown. */
export const applicationListSchema = z.object({
  status: z
    .unknown()
    .optional()
    .transform((v) => STATUSES.find((s) => s === v) ?? null),
})
export type ApplicationList = z.output<typeof applicationListSchema>

export type ApprovalTerms = z.output<typeof approvalSchema>
export type Rejection = z.output<typeof rejectionSchema>

/** GET /api/astrologer/me?lang=: the profile's language, when given once as text. */
export const ownProfileQuerySchema = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v : undefined)),
})
