/** The addresses of the administration's endpoints, the analytics reports and the contact form (declared in endpoints.ts; the UI's services call them by name). */
export const ADMINISTRATION_PATHS = {
  analyticsEvents: '/api/analytics/events',
  outbox: '/api/admin/outbox',
  dashboard: '/api/admin/dashboard',
  analyticsFunnel: '/api/admin/analytics/funnel',
  audit: '/api/admin/audit',
  settings: '/api/admin/settings',
  rechargePackages: '/api/admin/recharge-packages',
  users: '/api/admin/users',
  userRole: '/api/admin/users/:id/role',
  suspendUser: '/api/admin/users/:id/suspend',
  restoreUser: '/api/admin/users/:id/restore',
  contact: '/api/contact',
  contactMessages: '/api/admin/responses',
  replyToContactMessage: '/api/admin/responses/:id/reply',
} as const
