import { z } from 'zod'
import { contactFormSchema } from './contact-form'
import { languageParam } from '../shared/language-param'

/** A query parameter given once as text, trimmed and cut to 100 characters; anything else is absent. */
const searchText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined))

/** GET /api/admin/audit?action=&actor=&limit=: never refused; a limit that is not 1 to 4 digits is 100, kept within 1 to 500. */
export const auditQuerySchema = z.object({
  action: searchText,
  actor: searchText,
  limit: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Math.min(500, Math.max(1, Number(v))) : 100)),
})
export type AuditQuery = z.output<typeof auditQuerySchema>

/** GET /api/admin/users?query=: the text searched for (untrimmed, at most 100 characters; empty lists the latest). */
export const userSearchSchema = z.object({
  query: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.slice(0, 100) : '')),
})
export type UserSearch = z.output<typeof userSearchSchema>

/** POST /api/contact: the form and the language of the page it was sent from (English when absent or unknown). */
export const contactMessageSchema = contactFormSchema.extend({ lang: languageParam })
export type ContactMessageRequest = z.output<typeof contactMessageSchema>
