import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportType } from '../../core/domain/settings'
import { useAuth } from '../lib/auth'
import type { WalletService } from '../services/paid-service-types'
import { useServices } from '../services/services-context'
import { platformTermsQueryOptions } from './platform-claims'

/** The offers the signed-in account can still take; its key changes with the account. */
export function myOffersQueryOptions(wallet: WalletService, userId: string) {
  return queryOptions({ queryKey: ['offers', 'mine', userId], queryFn: () => wallet.offers(), staleTime: 30_000 })
}

/** An offer as this viewer may be promised it; null when it is off, taken, or not yet known. */
export interface ViewerOffers {
  firstReport: { reportType: ReportType; price: number } | null
  firstQuestion: { maxChars: number } | null
  /** false while either answer is on its way */
  known: boolean
  /** what a visitor is promised: the room a page keeps for the offers while the viewer's own are on the way */
  asVisitor: { firstReport: ReportType | null; firstQuestion: boolean }
}

/**
 * The new customer's offers as they apply to whoever looks: a visitor is promised every offer that is on
 * (a new account gets it); a signed-in customer only those their account has not taken. Nothing is
 * promised while either answer is on its way, so a page never shows an offer it then withdraws at the till.
 */
export function useViewerOffers(): ViewerOffers {
  const { content, wallet } = useServices()
  const { user, loading } = useAuth()
  const terms = useQuery(platformTermsQueryOptions(content)).data?.offers
  const customer = user?.role === 'customer' ? user : null
  const mine = useQuery({ ...myOffersQueryOptions(wallet, customer?.id ?? ''), enabled: customer !== null }).data
  const known = !loading && terms !== undefined && (customer === null || mine !== undefined)
  const asVisitor = { firstReport: terms?.firstReport.enabled ? terms.firstReport.reportType : null, firstQuestion: terms?.firstQuestion.enabled ?? false }
  if (!known || (user && !customer)) return { firstReport: null, firstQuestion: null, known, asVisitor }
  const open = (offer: 'firstReport' | 'firstQuestion') => terms[offer].enabled && (customer === null || mine![offer])
  return {
    firstReport: open('firstReport') ? { reportType: terms.firstReport.reportType, price: terms.firstReport.price } : null,
    firstQuestion: open('firstQuestion') ? { maxChars: terms.firstQuestion.maxChars } : null,
    known,
    asVisitor,
  }
}

/** The free minutes the signed-in customer's first consultation will have: 0 once used, when none are offered, or until known. */
export function useFirstChatMinutes(): number {
  const { wallet } = useServices()
  const { user } = useAuth()
  const customer = user?.role === 'customer' ? user : null
  return useQuery({ ...myOffersQueryOptions(wallet, customer?.id ?? ''), enabled: customer !== null }).data?.firstChatMinutes ?? 0
}
