/** The admin pages' query keys (the queues, lists and settings an admin reads and changes). */
export const adminKeys = {
  outbox: ['admin', 'outbox'] as const,
  refundRequestsAll: ['admin', 'refund-requests'] as const,
  refundRequests: (filter: string) => ['admin', 'refund-requests', filter] as const,
  applicationsAll: ['admin-applications'] as const,
  applications: (status: string) => ['admin-applications', status] as const,
  usersAll: ['admin-users'] as const,
  users: (search: string) => ['admin-users', search] as const,
  auditLog: (action: string | null, actor: string) => ['admin-audit', action, actor] as const,
  settings: ['admin-settings'] as const,
  rechargePackages: ['admin-recharge-packages'] as const,
  funnel: (days: string) => ['admin-funnel', days] as const,
  dashboard: ['admin-dashboard'] as const,
  responses: ['admin-responses'] as const,
}
