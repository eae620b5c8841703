import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'

/** GET /api/admin/outbox: the mails kept by the embedded mailer (reset PINs land here). Always refetched. */
export function outboxQueryOptions(services: Services) {
  return queryOptions({
    queryKey: ['admin', 'outbox'],
    queryFn: () => services.admin.outbox(),
    staleTime: 0,
  })
}
