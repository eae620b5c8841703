import { infiniteQueryOptions } from '@tanstack/react-query'
import type { Wallet } from '../../../../core/domain/wallet'
import type { Services } from '../../../services/types'
import { walletKeys } from './keys'

const WALLET_PAGE_SIZE = 20

/** GET /api/wallet: the balance and the history, 20 lines a page (`?before=` the last page's nextBefore). */
export function walletQueryOptions(services: Pick<Services, 'wallet'>, userId: string) {
  return infiniteQueryOptions({
    queryKey: walletKeys.of(userId),
    queryFn: ({ pageParam }) => services.wallet.wallet({ before: pageParam, limit: WALLET_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Wallet) => last.nextBefore,
    staleTime: 0,
  })
}
