import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { adminKeys } from './keys'

/** GET /api/admin/outbox: the mails kept by the embedded mailer (reset PINs land here). Always refetched. */
export function outboxQueryOptions(services: Services) {
  return queryOptions({
    queryKey: adminKeys.outbox,
    queryFn: () => services.admin.outbox(),
    staleTime: 0,
  })
}
