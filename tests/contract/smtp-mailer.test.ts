import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailMessage, MailOutbox } from '../../core/ports/mailer'
import { SmtpMailer } from '../../adapters/mail/smtp-mailer'

/** A minimal SMTP server on loopback that keeps what it is sent. */
function startSmtpStub(): Promise<{ server: Server; port: number; received: Array<{ from: string; to: string[]; data: string }> }> {
  const received: Array<{ from: string; to: string[]; data: string }> = []
  const server = createServer((socket) => {
    let mail = { from: '', to: [] as string[], data: '' }
    let inData = false
    let buffer = ''
    socket.write('220 stub ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          mail.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(mail)
          mail = { from: '', to: [], data: '' }
          socket.write('250 queued\r\n')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 stub\r\n')
        else if (verb === 'MAIL') (mail.from = line), socket.write('250 ok\r\n')
        else if (verb === 'RCPT') mail.to.push(line), socket.write('250 ok\r\n')
        else if (verb === 'DATA') (inData = true), socket.write('354 go on\r\n')
        else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })))
}

describe('SmtpMailer', () => {
  let stub: Awaited<ReturnType<typeof startSmtpStub>>
  beforeAll(async () => {
    stub = await startSmtpStub()
  })
  afterAll(() => stub.server.close())

  it('delivers over SMTP and keeps a copy in the outbox', async () => {
    const kept: MailMessage[] = []
    const outbox: MailOutbox = { record: async (m) => void kept.push(m), list: async () => [], listTo: async () => [] }
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${stub.port}`, 'AstroVedic <no-reply@astrovedic.local>', outbox)
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
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'AstroVedic <no-reply@astrovedic.local>', outbox)
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow()
    expect(kept).toEqual([])
  })
})
