import { OutboxMailer } from '../../adapters/mail/outbox-mailer'
import { SqlMailOutbox } from '../../adapters/storage/mail-outbox'
import { storageDrivers } from '../support/storage'
import { describeMailerContract } from './mailer.contract'

// The embedded mailer delivers nothing further: the outbox is where its mail arrives.
for (const [driver, open] of storageDrivers)
  describeMailerContract(`outbox (embedded) on ${driver}`, async () => {
    const storage = await open()
    const outbox = new SqlMailOutbox(storage.db)
    return {
      mailer: new OutboxMailer(outbox),
      outbox,
      delivered: async () => (await outbox.list(100)).map(({ to, subject, text }) => ({ to, subject, text })),
      close: () => storage.close(),
    }
  })
