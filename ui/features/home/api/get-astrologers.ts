import { queryOptions } from '@tanstack/react-query'
import type { ContentService } from '../../../services/types'
import { astrologerKeys } from '../../astrologers/api/keys'

/** The astrologer list (GET /api/astrologers); the home page shows the first three. */
export function astrologersQueryOptions(content: ContentService) {
  return queryOptions({
    queryKey: astrologerKeys.all,
    queryFn: () => content.astrologers(),
  })
}
