import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Mailer, MailMessage, MailOutbox } from '../../core/shared/ports/mailer'

export interface MailerUnderTest {
  mailer: Mailer
  /** the admins' outbox the mailer writes to */
  outbox: MailOutbox
  /**
   * The mails as they reached the recipients' side, decoded: what an SMTP server was handed, or for the
   * embedded mailer, which delivers nothing further, what its outbox holds.
   */
  delivered(): Promise<MailMessage[]>
  close(): Promise<void>
}

const bySubject = (mails: MailMessage[]) => [...mails].sort((a, b) => a.subject.localeCompare(b.subject))
const plain = (mails: readonly MailMessage[]): MailMessage[] => mails.map(({ to, subject, text }) => ({ to, subject, text }))

/**
 * What every Mailer must do, whether it keeps mail in the outbox (embedded) or delivers it over SMTP:
 * a mail arrives once with its recipient, subject and text unchanged, and, since the outbox lists every
 * mail the platform writes for admins, a copy is there once send has resolved.
 */
export function describeMailerContract(name: string, make: () => Promise<MailerUnderTest>) {
  describe(`Mailer contract: ${name}`, () => {
    let under: MailerUnderTest
    beforeEach(async () => {
      under = await make()
    })
    afterEach(async () => under.close())

    it('sends a mail to its recipient with its subject and text as written', async () => {
      // Non-ASCII in the subject and body, a line that starts with a dot (SMTP's end-of-data marker),
      // a line longer than a mail line may be, and `=` signs (quoted-printable's escape).
      const message: MailMessage = {
        to: 'meera.iyer@example.com',
        subject: 'आपकी कुंडली रिपोर्ट तैयार है — Your report is ready',
        text: [
          'नमस्ते मीरा,',
          '',
          '.This line starts with a dot.',
          `Open it here: https://astrovedic.example/reports/r-1?token=abc=def&lang=hi ${'x'.repeat(120)}`,
          'சென்னை · హైదరాబాద్',
        ].join('\n'),
      }
      await under.mailer.send(message)
      expect(await under.delivered()).toEqual([message])
      expect(plain(await under.outbox.listTo('meera.iyer@example.com', 10))).toEqual([message])
    })

    it('keeps a copy of every mail it sends in the admins’ outbox, found by recipient', async () => {
      const mails: MailMessage[] = [
        { to: 'ravi@example.com', subject: 'One', text: 'first' },
        { to: 'anita@example.com', subject: 'Two', text: 'second' },
        { to: 'ravi@example.com', subject: 'Three', text: 'third' },
      ]
      for (const mail of mails) await under.mailer.send(mail)
      expect(bySubject(await under.delivered())).toEqual(bySubject(mails))
      expect(bySubject(plain(await under.outbox.list(10)))).toEqual(bySubject(mails))
      expect(bySubject(plain(await under.outbox.listTo('ravi@example.com', 10)))).toEqual(bySubject([mails[0]!, mails[2]!]))
      expect(plain(await under.outbox.listTo('anita@example.com', 10))).toEqual([mails[1]])
    })

    it('sends each of several mails sent at once exactly once', async () => {
      const mails = Array.from({ length: 5 }, (_, i): MailMessage => ({ to: `user${i}@example.com`, subject: `Mail ${i}`, text: `Body ${i}` }))
      await Promise.all(mails.map((mail) => under.mailer.send(mail)))
      expect(bySubject(await under.delivered())).toEqual(mails)
      expect(bySubject(plain(await under.outbox.list(10)))).toEqual(mails)
    })
  })
}
