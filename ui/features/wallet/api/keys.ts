/** The wallet's query keys; a feature that moves money (a chat, a report) refreshes the wallet through `walletKeys.all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  of: (userId: string) => ['wallet', userId] as const,
  balance: (userId: string | undefined) => ['wallet', 'balance', userId] as const,
  balanceAfter: (orderId: string) => ['wallet', 'balance-after', orderId] as const,
  packages: ['wallet', 'packages'] as const,
  order: (orderId: string) => ['payments', 'order', orderId] as const,
}
