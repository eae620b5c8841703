import type { AnalyticsFunnel } from '../domain/analytics'
import type { AuditEntry } from '../domain/article-editing'
import type { OutboxMail, RechargePackage } from '../domain/content'
import type { PlatformSettings } from '../domain/settings'
import { answers } from '../shared/route'
import type { AdminDashboard } from './get-admin-dashboard'
import type { AdminUserView } from './manage-users'
import type { ContactMessage } from './ports/contact-messages'

/** The addresses of the administration's endpoints, the analytics reports and the contact form (declared in endpoints.ts; the UI's services call them by name). */
export const ADMINISTRATION_PATHS = {
  analyticsEvents: answers<void>()('/api/analytics/events'),
  /** the Google Analytics id for the host asked from (answered by the HTTP adapter, from the settings) */
  gaConfig: '/api/analytics/ga-config',
  outbox: answers<OutboxMail[]>()('/api/admin/outbox'),
  dashboard: answers<AdminDashboard>()('/api/admin/dashboard'),
  analyticsFunnel: answers<AnalyticsFunnel>()('/api/admin/analytics/funnel'),
  audit: answers<AuditEntry[]>()('/api/admin/audit'),
  settings: answers<PlatformSettings>()('/api/admin/settings'),
  rechargePackages: answers<RechargePackage[]>()('/api/admin/recharge-packages'),
  users: answers<AdminUserView[]>()('/api/admin/users'),
  userRole: answers<AdminUserView>()('/api/admin/users/:id/role'),
  suspendUser: answers<AdminUserView>()('/api/admin/users/:id/suspend'),
  restoreUser: answers<AdminUserView>()('/api/admin/users/:id/restore'),
  contact: answers<{ received: true }>()('/api/contact'),
  contactMessages: answers<ContactMessage[]>()('/api/admin/responses'),
  replyToContactMessage: answers<ContactMessage>()('/api/admin/responses/:id/reply'),
} as const
