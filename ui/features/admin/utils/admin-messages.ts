import { msg } from '@lingui/core/macro'
import type { MessageMap } from '../../../i18n/validation-messages'

/** The admin pages' server messages (settings, replies to messages). */
export const ADMIN_MESSAGES: MessageMap = {
  'Write a reply of 2 to 5,000 characters': msg`Write a reply of 2 to 5,000 characters`,
  'Price must be a whole number of paise': msg`Price must be a whole number of paise`,
  'Price must be at least ₹1': msg`Price must be at least ₹1`,
  'Price must be at most ₹10,00,000': msg`Price must be at most ₹10,00,000`,
  'Free minutes must be a whole number from 0 to 30': msg`Free minutes must be a whole number from 0 to 30`,
  'A package id is 1 to 40 lowercase letters, digits or dashes': msg`A package id is 1 to 40 lowercase letters, digits or dashes`,
  'The amount must be whole rupees from ₹1 to ₹1,00,000': msg`The amount must be whole rupees from ₹1 to ₹1,00,000`,
  'The bonus must be whole rupees, not more than the amount': msg`The bonus must be whole rupees, not more than the amount`,
  'A label is 1 to 40 characters': msg`A label is 1 to 40 characters`,
  'Offer 1 to 8 packages': msg`Offer 1 to 8 packages`,
  'Two packages have the same id': msg`Two packages have the same id`,
  'Mark at most one package as popular': msg`Mark at most one package as popular`,
  'This application was already decided': msg`This application was already decided`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'The rate must be ₹5 to ₹500 a minute': msg`The rate must be ₹5 to ₹500 a minute`,
  'The package discount must be a whole number from 0 to 90': msg`The package discount must be a whole number from 0 to 90`,
  'Commission must be a number from 0 to 100': msg`Commission must be a number from 0 to 100`,
  'Commission must have at most two decimals': msg`Commission must have at most two decimals`,
  'Host must be a domain name such as telugu.example.com': msg`Host must be a domain name such as telugu.example.com`,
  'Measurement id must look like G-XXXXXXX (or be empty)': msg`Measurement id must look like G-XXXXXXX (or be empty)`,
  'A figure is shown live or hidden': msg`A figure is shown live or hidden`,
  'Choose one of the reports': msg`Choose one of the reports`,
  'A question may be 100 to 2000 characters long': msg`A question may be 100 to 2000 characters long`,
}
