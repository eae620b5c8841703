import { useQueryClient } from '@tanstack/react-query'
import type { Astrologer } from '../../../../core/domain/content'
import type { AstrologerProfile } from '../../../../core/domain/consultation'
import { useRealtimeClient, useRealtimeEvents } from '../../../components/realtime'
import { withPresence } from '../utils/astrologer-filter'
import { astrologerKeys } from '../api/keys'

/**
 * Keeps the Online/Offline badges live for a signed-in visitor: the socket's `presence` events (an
 * astrologer went online or offline) update the cached list and profiles in place.
 */
export function useLivePresence(): void {
  const client = useRealtimeClient()
  const queryClient = useQueryClient()
  useRealtimeEvents(client, (event) => {
    if (event.type !== 'presence' || !('astrologerId' in event)) return
    const { astrologerId, isOnline } = event
    queryClient.setQueriesData<Astrologer[]>({ queryKey: astrologerKeys.lists }, (list) => (list ? withPresence(list, astrologerId, isOnline) : list))
    queryClient.setQueriesData<AstrologerProfile>({ queryKey: astrologerKeys.profiles }, (profile) =>
      profile && profile.id === astrologerId && profile.isOnline !== isOnline ? { ...profile, isOnline } : profile,
    )
  })
}
