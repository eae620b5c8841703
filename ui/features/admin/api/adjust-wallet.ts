import { useMutation } from '@tanstack/react-query'
import { useServices } from '../../../services/services-context'

/** POST /api/admin/wallet/adjust with the Idempotency-Key of this attempt. */
export function useAdjustWallet() {
  const { wallet } = useServices()
  return useMutation({
    mutationFn: (input: { userId: string; amount: number; reason: string; key: string }) =>
      wallet.adjust({ userId: input.userId, amount: input.amount, reason: input.reason }, input.key),
  })
}
