import { analyticsEventsSchema, funnelQuerySchema } from './analytics-events'
import { rechargePackagesSchema } from './recharge-packages-form'
import { settingsSchema } from './settings-form'
import { endpoint, type Endpoint } from '../shared/endpoint'
import { AnswerContactMessage, replySchema } from './answer-contact-message'
import { GetAdminDashboard } from './get-admin-dashboard'
import { ListAuditLog } from './list-audit-log'
import { ListContactMessages } from './list-contact-messages'
import { ListOutbox } from './list-outbox'
import { ManageUsers, roleSchema } from './manage-users'
import { ADMINISTRATION_PATHS } from './paths'
import { ManageSettings } from './platform-settings'
import { GetAnalyticsFunnel, RecordAnalytics } from './record-analytics'
import { auditQuerySchema, contactMessageSchema, userSearchSchema } from './request'
import { SubmitContactMessage } from './submit-contact-message'

/**
 * First-party analytics, the admins' tools (the mail outbox, the dashboard's figures, the analytics funnel, the audit log, the
 * settings and recharge packages, users and roles, the contact messages and their replies) and the public
 * contact form, limited per address.
 */
export const ADMINISTRATION_ENDPOINTS: Endpoint[] = [
  // Consenting browsers report page views and events here: our pages in batches, partner sites one at a time.
  endpoint({
    method: 'POST',
    path: ADMINISTRATION_PATHS.analyticsEvents,
    access: 'anyone',
    status: 202,
    input: analyticsEventsSchema,
    answer: (use, batch, { user, host, ip }) => use(RecordAnalytics).execute({ batch, domain: host, userId: user?.id ?? null, clientKey: ip }),
  }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.outbox, access: 'admin', answer: (use) => use(ListOutbox).execute() }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.dashboard, access: 'admin', answer: (use) => use(GetAdminDashboard).execute() }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.analyticsFunnel, access: 'admin', input: funnelQuerySchema, answer: (use, query) => use(GetAnalyticsFunnel).execute(query) }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.audit, access: 'admin', input: auditQuerySchema, answer: (use, query) => use(ListAuditLog).execute(query) }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.settings, access: 'admin', answer: (use) => use(ManageSettings).get() }),
  endpoint({
    method: 'PUT',
    path: ADMINISTRATION_PATHS.settings,
    access: 'admin',
    input: settingsSchema,
    answer: (use, settings, { user }) => use(ManageSettings).update(user, settings),
  }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.rechargePackages, access: 'admin', answer: (use) => use(ManageSettings).rechargePackages() }),
  endpoint({
    method: 'PUT',
    path: ADMINISTRATION_PATHS.rechargePackages,
    access: 'admin',
    input: rechargePackagesSchema,
    answer: (use, packages, { user }) => use(ManageSettings).replaceRechargePackages(user, packages),
  }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.users, access: 'admin', input: userSearchSchema, answer: (use, search) => use(ManageUsers).search(search) }),
  endpoint({ method: 'PUT', path: ADMINISTRATION_PATHS.userRole, access: 'admin', input: roleSchema, answer: (use, change, { user, params }) => use(ManageUsers).changeRole(user, params.id!, change) }),
  endpoint({ method: 'POST', path: ADMINISTRATION_PATHS.suspendUser, access: 'admin', answer: (use, _none, { user, params }) => use(ManageUsers).setSuspended(user, params.id!, true) }),
  endpoint({ method: 'POST', path: ADMINISTRATION_PATHS.restoreUser, access: 'admin', answer: (use, _none, { user, params }) => use(ManageUsers).setSuspended(user, params.id!, false) }),
  endpoint({ method: 'POST', path: ADMINISTRATION_PATHS.contact, access: 'anyone', status: 201, input: contactMessageSchema, answer: (use, form, { ip }) => use(SubmitContactMessage).execute({ form, ip }) }),
  endpoint({ method: 'GET', path: ADMINISTRATION_PATHS.contactMessages, access: 'admin', answer: (use) => use(ListContactMessages).execute() }),
  endpoint({
    method: 'POST',
    path: ADMINISTRATION_PATHS.replyToContactMessage,
    access: 'admin',
    input: replySchema,
    answer: (use, reply, { user, params }) => use(AnswerContactMessage).execute(user, params.id!, reply),
  }),
]
