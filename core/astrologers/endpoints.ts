import { ListConsultations } from '../consultations/list-consultations'
import { approvalSchema, rejectionSchema } from './application-form'
import { astrologerProfileUpdateSchema, astrologerStatusSchema, CONSULTATION_PAGE_SIZE } from '../consultations/rules'
import { walletPageSchema } from '../wallet/rules'
import { endpoint, type Endpoint } from '../shared/endpoint'
import { GetAstrologerEarnings } from './astrologer-earnings'
import { GetOwnAstrologerProfile } from './astrologer-own-profile'
import { SetAstrologerStatus } from './astrologer-set-status'
import { UpdateAstrologerProfile } from './astrologer-update-profile'
import { OnboardAstrologers } from './onboard-astrologers'
import { ASTROLOGER_PATHS } from './paths'
import { applicationListSchema, applicationRequestSchema, ownProfileQuerySchema } from './request'

/**
 * Astrologers apply to join (anyone, limited per address) and admins decide; the signed-in astrologer's
 * dashboard: the own profile (read, edit), online or offline, pending chat requests oldest first, earnings
 * from the ledger.
 */
export const ASTROLOGER_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'POST', path: ASTROLOGER_PATHS.apply, access: 'anyone', status: 201, input: applicationRequestSchema, answer: (use, form, { ip }) => use(OnboardAstrologers).apply(form, ip) }),
  endpoint({ method: 'GET', path: ASTROLOGER_PATHS.applications, access: 'admin', input: applicationListSchema, answer: (use, query) => use(OnboardAstrologers).list(query) }),
  endpoint({
    method: 'POST',
    path: ASTROLOGER_PATHS.approveApplication,
    access: 'admin',
    input: approvalSchema,
    answer: (use, terms, { user, params }) => use(OnboardAstrologers).approve(user, params.id!, terms),
  }),
  endpoint({
    method: 'POST',
    path: ASTROLOGER_PATHS.rejectApplication,
    access: 'admin',
    input: rejectionSchema,
    answer: (use, rejection, { user, params }) => use(OnboardAstrologers).reject(user, params.id!, rejection),
  }),
  endpoint({ method: 'GET', path: ASTROLOGER_PATHS.me, access: 'astrologer', input: ownProfileQuerySchema, answer: (use, { lang }, { user }) => use(GetOwnAstrologerProfile).execute({ user, lang }) }),
  endpoint({ method: 'PATCH', path: ASTROLOGER_PATHS.me, access: 'astrologer', input: astrologerProfileUpdateSchema, answer: (use, patch, { user }) => use(UpdateAstrologerProfile).execute({ user, patch }) }),
  endpoint({ method: 'POST', path: ASTROLOGER_PATHS.status, access: 'astrologer', input: astrologerStatusSchema, answer: (use, status, { user }) => use(SetAstrologerStatus).execute({ user, status }) }),
  endpoint({
    method: 'GET',
    path: ASTROLOGER_PATHS.requests,
    access: 'astrologer',
    answer: (use, _none, { user }) => use(ListConsultations).execute({ user, query: { role: 'astrologer', status: ['requested'], limit: CONSULTATION_PAGE_SIZE }, order: 'asc' }),
  }),
  endpoint({ method: 'GET', path: ASTROLOGER_PATHS.earnings, access: 'astrologer', input: walletPageSchema, answer: (use, page, { user }) => use(GetAstrologerEarnings).execute({ user, page }) }),
]
