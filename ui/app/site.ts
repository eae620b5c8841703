/**
 * Public contact details shown on the support, contact and policy pages. Replace with the production
 * mailbox before launch.
 */
export const SUPPORT_EMAIL = 'support@astrovedic.local'
