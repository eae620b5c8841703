import { useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { RechargeOrder } from '../../../../core/domain/wallet'
import { newRandomId } from '../../../components/idempotency'
import { useLanguage } from '../../../i18n/language'
import type { RechargeRequest } from '../../../services/paid-service-types'
import { useServices } from '../../../services/services-context'
import { checkoutDestination, savePendingCheckout } from '../utils/razorpay'
import { rechargeAttemptFor, type RechargeAttempt } from '../utils/recharge-attempt'

/**
 * POST /api/wallet/recharge with one Idempotency-Key per attempt, then on to the gateway: the sandbox's
 * own checkout page (a full navigation) or /checkout for Razorpay (the Checkout options kept for it).
 */
export function useRecharge() {
  const { wallet } = useServices()
  const { language, localize } = useLanguage()
  const router = useRouter()
  const attempt = useRef<RechargeAttempt | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)

  async function recharge(request: RechargeRequest): Promise<RechargeOrder | null> {
    attempt.current = rechargeAttemptFor(attempt.current, request, newRandomId)
    setPending(true)
    setError(null)
    try {
      const order = await wallet.recharge(request, attempt.current.key)
      // The order exists: the next click is a new attempt.
      attempt.current = null
      if (order.checkout) savePendingCheckout(order.orderId, order.checkout)
      const destination = checkoutDestination(order.checkoutUrl, language)
      if (destination.kind === 'server') window.location.assign(destination.href)
      else await router.navigate({ href: localize(destination.href) })
      return order
    } catch (failure) {
      setError(failure)
      setPending(false)
      return null
    }
  }

  return { recharge, pending, error }
}
