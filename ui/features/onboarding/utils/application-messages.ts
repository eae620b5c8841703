import { msg } from '@lingui/core/macro'
import type { MessageMap } from '../../../i18n/validation-messages'

/** The application form's rules (core/astrologers/application-form.ts) in the page's language. */
export const APPLICATION_MESSAGES: MessageMap = {
  'Please enter your full name': msg`Please enter your full name`,
  'Enter a phone number of 10 to 15 digits': msg`Enter a phone number of 10 to 15 digits`,
  'Experience must be 0 to 70 years': msg`Experience must be 0 to 70 years`,
  'Choose at least one language you consult in': msg`Choose at least one language you consult in`,
  'Name at least one speciality': msg`Name at least one speciality`,
  'Tell us about yourself in 50 to 2000 characters': msg`Tell us about yourself in 50 to 2000 characters`,
  'The rate must be ₹5 to ₹500 a minute': msg`The rate must be ₹5 to ₹500 a minute`,
}
