import { msg } from '@lingui/core/macro'
import type { MessageMap } from '../../../i18n/validation-messages'

/** The editor's server messages (core/content/article-form.ts, core/content/edit-articles.ts, article-images.ts). */
export const EDITOR_MESSAGES: MessageMap = {
  'Title must be 3 to 160 characters': msg`Title must be 3 to 160 characters`,
  'The title needs letters or numbers to make an address from': msg`The title needs letters or numbers to make an address from`,
  'Excerpt must be 10 to 400 characters': msg`Excerpt must be 10 to 400 characters`,
  'The article is too long (at most 100,000 characters)': msg`The article is too long (at most 100,000 characters)`,
  'Choose a category': msg`Choose a category`,
  'Choose a language': msg`Choose a language`,
  'Write the English version before publishing': msg`Write the English version before publishing`,
  'Upload a PNG, JPEG, GIF or WebP image of at most 2 MB': msg`Upload a PNG, JPEG, GIF or WebP image of at most 2 MB`,
}
