import { z } from 'zod'
import { CLAIM_FIGURES, REPORT_TYPES, type ClaimFigure, type ReportType } from '../domain/settings'

const paise = z
  .number({ error: 'Price must be a whole number of paise' })
  .int('Price must be a whole number of paise')
  .min(100, 'Price must be at least ₹1')
  .max(10_00_000_00, 'Price must be at most ₹10,00,000')

const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message)

const claimMode = z.enum(['live', 'hidden'], { error: 'A figure is shown live or hidden' })

/** PUT /api/admin/settings: the whole settings object, each field checked. */
export const settingsSchema = z.object({
  reportPrices: z.object(Object.fromEntries(REPORT_TYPES.map((t) => [t, paise])) as Record<ReportType, typeof paise>),
  freeChatMinutes: z.number({ error: 'Free minutes must be a whole number from 0 to 30' }).int('Free minutes must be a whole number from 0 to 30').min(0, 'Free minutes must be a whole number from 0 to 30').max(30, 'Free minutes must be a whole number from 0 to 30'),
  packageDiscountPercent: z
    .number({ error: 'The package discount must be a whole number from 0 to 90' })
    .int('The package discount must be a whole number from 0 to 90')
    .min(0, 'The package discount must be a whole number from 0 to 90')
    .max(90, 'The package discount must be a whole number from 0 to 90'),
  commissionPercent: z
    .number({ error: 'Commission must be a number from 0 to 100' })
    .min(0, 'Commission must be a number from 0 to 100')
    .max(100, 'Commission must be a number from 0 to 100')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'Commission must have at most two decimals'),
  analytics: z.object({
    hosts: z.record(
      z.string().regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'Host must be a domain name such as telugu.example.com'),
      z.object({
        measurementId: z.string().regex(/^(G-[A-Z0-9]{4,20})?$/, 'Measurement id must look like G-XXXXXXX (or be empty)'),
        description: z.string().trim().max(120, 'Description must be at most 120 characters'),
      }),
    ),
  }),
  features: z.object({ chatConsultations: z.boolean(), newSignups: z.boolean() }),
  // Optional so that a body written before the figures were settings still saves; absent keeps them as they are.
  claims: z.object(Object.fromEntries(CLAIM_FIGURES.map((f) => [f, claimMode])) as Record<ClaimFigure, typeof claimMode>).optional(),
  // Optional for the same reason; absent keeps the offers as they are.
  offers: z
    .object({
      firstReport: z.object({ enabled: z.boolean(), reportType: z.enum(REPORT_TYPES, { error: 'Choose one of the reports' }) }),
      firstQuestion: z.object({
        enabled: z.boolean(),
        maxChars: z.number({ error: 'A question may be 100 to 2000 characters long' }).int('A question may be 100 to 2000 characters long').min(100, 'A question may be 100 to 2000 characters long').max(2000, 'A question may be 100 to 2000 characters long'),
      }),
    })
    .optional(),
  // Optional for the same reason; absent keeps the booking policies as they are.
  bookings: z
    .object({
      freeCancelHours: whole(0, 168, 'Free cancellation must be a whole number of hours from 0 to 168'),
      lateCancelChargePercent: whole(0, 100, 'The late-cancel charge must be a whole percent from 0 to 100'),
      joinWindowMinutes: whole(0, 60, 'The join window must be a whole number of minutes from 0 to 60'),
      astrologerNoShowMinutes: whole(1, 60, 'The astrologer no-show wait must be a whole number of minutes from 1 to 60'),
      customerNoShowChargePercent: whole(0, 100, 'The customer no-show charge must be a whole percent from 0 to 100'),
      reminderMinutes: z
        .array(whole(1, 1440, 'A reminder must be a whole number of minutes from 1 to 1440'), { error: 'Reminders must be a list of minutes' })
        .max(5, 'At most 5 reminders')
        .refine((list) => new Set(list).size === list.length, 'Each reminder time once'),
      bookingLeadMinutes: whole(0, 1440, 'The booking lead time must be a whole number of minutes from 0 to 1440'),
    })
    .optional(),
})

/** A settings body as PUT /api/admin/settings accepts it. */
export type SettingsChange = z.infer<typeof settingsSchema>
