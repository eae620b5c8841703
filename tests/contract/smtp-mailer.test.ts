import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailMessage, MailOutbox } from '../../core/shared/ports/mailer'
import { SmtpMailer } from '../../adapters/mail/smtp-mailer'
import { SqlMailOutbox } from '../../adapters/storage/mail-outbox'
import { freshPglite } from '../support/storage'
import { describeMailerContract } from './mailer.contract'
import { SmtpStub } from './smtp-stub'

const FROM = 'AstroVedic <no-reply@astrovedic.local>'

describeMailerContract('SMTP (local stub server, outbox on PGlite)', async () => {
  const stub = new SmtpStub()
  const port = await stub.start()
  const storage = await freshPglite()
  const outbox = new SqlMailOutbox(storage.db)
  return {
    mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, FROM, outbox),
    outbox,
    delivered: async () =>
      stub.received.map((mail) => {
        expect(mail.to, 'one recipient per mail').toHaveLength(1)
        return { to: mail.to[0]!.replace(/^RCPT TO:\s*<(.*)>.*$/i, '$1'), subject: mail.subject, text: mail.text }
      }),
    close: async () => {
      await stub.stop()
      await storage.close()
    },
  }
})

describe('SmtpMailer', () => {
  const stub = new SmtpStub()
  let port = 0
  beforeAll(async () => {
    port = await stub.start()
  })
  afterAll(() => stub.stop())

  it('delivers over SMTP from the configured sender and keeps a copy in the outbox', async () => {
    const kept: MailMessage[] = []
    const outbox: MailOutbox = { record: async (m) => void kept.push(m), list: async () => [], listTo: async () => [] }
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, FROM, outbox)
    const message = { to: 'meera@example.com', subject: 'Your PIN', text: 'Your PIN is 123456.' }
    await mailer.send(message)
    expect(stub.received).toHaveLength(1)
    expect(stub.received[0].from).toContain('no-reply@astrovedic.local')
    expect(stub.received[0].to.join()).toContain('meera@example.com')
    expect(stub.received[0].data).toContain('Subject: Your PIN')
    expect(stub.received[0].data).toContain('Your PIN is 123456.')
    expect(kept).toEqual([message])
  })

  it('fails, and keeps nothing, when the SMTP server is unreachable', async () => {
    const kept: MailMessage[] = []
    const outbox: MailOutbox = { record: async (m) => void kept.push(m), list: async () => [], listTo: async () => [] }
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', FROM, outbox)
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow()
    expect(kept).toEqual([])
  })
})
