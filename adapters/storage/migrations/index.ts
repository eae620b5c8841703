import type { Migration, MigrationProvider } from 'kysely/migration'
import * as m0001 from './0001-initial'
import * as m0002 from './0002-saved-charts'
import * as m0003wallet from './0003-wallet'
import * as m0004consultations from './0004-consultations'
import * as m0005session from './0005-session-version'
import * as m0006contact from './0006-contact-messages'
import * as m0007chatFillfactor from './0007-chat-fillfactor'
import * as m0008articleEditing from './0008-article-editing'
import * as m0009contactReplies from './0009-contact-replies'
import * as m0010userSuspension from './0010-user-suspension'
import * as m0011platformSettings from './0011-platform-settings'
import * as m0012reports from './0012-reports'
import * as m0013analytics from './0013-analytics-events'
import * as m0014google from './0014-google-sign-in'
import * as m0015email from './0015-email-changes'
import * as m0016applications from './0016-astrologer-applications'
import * as m0017mailLanguages from './0017-mail-languages'
import * as m0018articleDeletion from './0018-article-deletion'
import * as m0019articlePendingEdits from './0019-article-pending-edits'
import * as m0020platformOwner from './0020-platform-owner'
import * as m0021heldPayments from './0021-held-payments'
import * as m0022pendingGoogleLinks from './0022-pending-google-links'
import * as m0023offers from './0023-offers'
import * as m0024userLanguage from './0024-user-language'
import * as m0025questions from './0025-questions'
import * as m0026callConsultations from './0026-call-consultations'
import * as m0027bookings from './0027-bookings'
import * as m0028platformCancellations from './0028-platform-cancellations'

/** Versioned migrations, applied in name order at start-up (each in a transaction). */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-saved-charts': m0002,
  '0003-wallet': m0003wallet,
  '0004-consultations': m0004consultations,
  '0005-session-version': m0005session,
  '0006-contact-messages': m0006contact,
  '0007-chat-fillfactor': m0007chatFillfactor,
  '0008-article-editing': m0008articleEditing,
  '0009-contact-replies': m0009contactReplies,
  '0010-user-suspension': m0010userSuspension,
  '0011-platform-settings': m0011platformSettings,
  '0012-reports': m0012reports,
  '0013-analytics-events': m0013analytics,
  '0014-google-sign-in': m0014google,
  '0015-email-changes': m0015email,
  '0016-astrologer-applications': m0016applications,
  '0017-mail-languages': m0017mailLanguages,
  '0018-article-deletion': m0018articleDeletion,
  '0019-article-pending-edits': m0019articlePendingEdits,
  '0020-platform-owner': m0020platformOwner,
  '0021-held-payments': m0021heldPayments,
  '0022-pending-google-links': m0022pendingGoogleLinks,
  '0023-offers': m0023offers,
  '0024-user-language': m0024userLanguage,
  '0025-questions': m0025questions,
  '0026-call-consultations': m0026callConsultations,
  '0027-bookings': m0027bookings,
  '0028-platform-cancellations': m0028platformCancellations,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
