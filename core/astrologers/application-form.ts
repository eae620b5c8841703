import { z } from 'zod'
import { emailField } from '../accounts/forms'

export const applicationMessages = {
  name: 'Please enter your full name',
  phone: 'Enter a phone number of 10 to 15 digits',
  experience: 'Experience must be 0 to 70 years',
  languages: 'Choose at least one language you consult in',
  specialties: 'Name at least one speciality',
  bio: 'Tell us about yourself in 50 to 2000 characters',
  rate: 'The rate must be ₹5 to ₹500 a minute',
  commission: 'Commission must be a number from 0 to 100',
  decided: 'This application was already decided',
  emailTaken: 'An account with this email already exists',
} as const

const list = (message: string) => z.array(z.string().trim().min(1).max(40), { error: message }).min(1, message).max(8, message)

/** The public form at /astrologers/apply (`website` is a honeypot: people never see it, bots fill it in). */
export const applicationSchema = z.object({
  name: z.string({ error: applicationMessages.name }).trim().min(2, applicationMessages.name).max(100, applicationMessages.name),
  email: emailField,
  phone: z.string({ error: applicationMessages.phone }).trim().regex(/^\+?[0-9][0-9 -]{8,18}[0-9]$/, applicationMessages.phone).refine((p) => p.replace(/\D/g, '').length >= 10 && p.replace(/\D/g, '').length <= 15, applicationMessages.phone),
  experienceYears: z.number({ error: applicationMessages.experience }).int(applicationMessages.experience).min(0, applicationMessages.experience).max(70, applicationMessages.experience),
  languages: list(applicationMessages.languages),
  specialties: list(applicationMessages.specialties),
  bio: z.string({ error: applicationMessages.bio }).trim().min(50, applicationMessages.bio).max(2000, applicationMessages.bio),
  ratePerMinute: z.number({ error: applicationMessages.rate }).int(applicationMessages.rate).min(5, applicationMessages.rate).max(500, applicationMessages.rate),
  website: z.string().max(500).optional(),
})

/** An admin's approval: the rate and the commission the astrologer starts with (null: the platform's setting). */
export const approvalSchema = z.object({
  ratePerMinute: z.number({ error: applicationMessages.rate }).int(applicationMessages.rate).min(5, applicationMessages.rate).max(500, applicationMessages.rate),
  commissionPercent: z.number({ error: applicationMessages.commission }).min(0, applicationMessages.commission).max(100, applicationMessages.commission).nullable().default(null),
})

export const rejectionSchema = z.object({ note: z.string().trim().max(1000).default('') })
