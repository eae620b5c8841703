import type { RechargePackage } from '../../../core/domain/content'

/**
 * Wallet recharge packages seeded on first start. Amounts and bonuses are in paise
 * (₹1 = 100 paise); the bonus is credited on top of the amount paid.
 */
export const seedRechargePackages: RechargePackage[] = [
  { id: 'pkg-100', amount: 10_000, bonus: 0, label: '₹100' },
  { id: 'pkg-200', amount: 20_000, bonus: 0, label: '₹200' },
  { id: 'pkg-500', amount: 50_000, bonus: 2_500, label: '₹500 + 5% extra' },
  { id: 'pkg-1000', amount: 100_000, bonus: 10_000, label: '₹1,000 + 10% extra', popular: true },
  { id: 'pkg-2000', amount: 200_000, bonus: 30_000, label: '₹2,000 + 15% extra' },
  { id: 'pkg-3000', amount: 300_000, bonus: 45_000, label: '₹3,000 + 15% extra' },
  { id: 'pkg-5000', amount: 500_000, bonus: 100_000, label: '₹5,000 + 20% extra' },
  { id: 'pkg-10000', amount: 1_000_000, bonus: 250_000, label: '₹10,000 + 25% extra' },
]
