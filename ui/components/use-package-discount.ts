import { useQuery } from '@tanstack/react-query'
import { CHAT_PACKAGE_DISCOUNT_PERCENT } from '../../core/wallet/money'
import { useServices } from '../services/services-context'
import { platformTermsQueryOptions } from './platform-claims'

/** The chat package discount in percent as the admins set it (GET /api/platform-terms); the spec's 15 until known. */
export function usePackageDiscount(): number {
  const { content } = useServices()
  const terms = useQuery(platformTermsQueryOptions(content))
  return terms.data?.packageDiscountPercent ?? CHAT_PACKAGE_DISCOUNT_PERCENT
}
