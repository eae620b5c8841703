import { z } from 'zod'
import { contactMessages } from './contact-form-messages'

/**
 * The contact and support forms. `website` is a honeypot: people never see the field, bots fill it in.
 */
export const contactFormSchema = z.object({
  name: z.string({ error: contactMessages.name }).trim().min(2, contactMessages.name).max(100, contactMessages.name),
  email: z.string({ error: contactMessages.email }).trim().toLowerCase().pipe(z.email({ error: contactMessages.email }).max(254, contactMessages.email)),
  message: z.string({ error: contactMessages.message }).trim().min(10, contactMessages.message).max(5000, 'Please keep the message under 5,000 characters'),
  website: z.string().max(500).optional(),
})
