import { z } from 'zod'

const packageMessages = {
  id: 'A package id is 1 to 40 lowercase letters, digits or dashes',
  amount: 'The amount must be whole rupees from ₹1 to ₹1,00,000',
  bonus: 'The bonus must be whole rupees, not more than the amount',
  label: 'A label is 1 to 40 characters',
  count: 'Offer 1 to 8 packages',
  unique: 'Two packages have the same id',
  popular: 'Mark at most one package as popular',
} as const

const rupees = (message: string, max: number) => z.number({ error: message }).int(message).refine((v) => v % 100 === 0, message).min(0, message).max(max, message)

/** PUT /api/admin/recharge-packages: the wallet's recharge packages, in paise, replacing the current ones. */
export const rechargePackagesSchema = z
  .array(
    z
      .object({
        id: z.string({ error: packageMessages.id }).regex(/^[a-z0-9-]{1,40}$/, packageMessages.id),
        amount: rupees(packageMessages.amount, 1_00_000_00).refine((v) => v >= 100, packageMessages.amount),
        bonus: rupees(packageMessages.bonus, 1_00_000_00),
        label: z.string({ error: packageMessages.label }).trim().min(1, packageMessages.label).max(40, packageMessages.label),
        popular: z.boolean().optional(),
      })
      .refine((p) => p.bonus <= p.amount, { message: packageMessages.bonus, path: ['bonus'] }),
    { error: packageMessages.count },
  )
  .min(1, packageMessages.count)
  .max(8, packageMessages.count)
  .superRefine((list, ctx) => {
    if (new Set(list.map((p) => p.id)).size !== list.length) ctx.addIssue({ code: 'custom', message: packageMessages.unique })
    if (list.filter((p) => p.popular).length > 1) ctx.addIssue({ code: 'custom', message: packageMessages.popular })
  })
