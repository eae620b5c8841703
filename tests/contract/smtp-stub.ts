import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface ReceivedMail {
  /** the MAIL FROM line */
  from: string
  /** the RCPT TO lines */
  to: string[]
  /** the message as sent, headers and (still encoded) body */
  data: string
  /** the Subject header, its encoded words decoded */
  subject: string
  /** the body, its transfer encoding undone, with LF line ends */
  text: string
}

/** A minimal SMTP server on loopback that keeps what it is sent, decoded as a mail client would. */
export class SmtpStub {
  readonly received: ReceivedMail[] = []
  private server: Server | null = null
  private readonly sockets = new Set<Socket>()

  /** answers the port it listens on */
  async start(): Promise<number> {
    const server = createServer((socket) => this.serve(socket))
    this.server = server
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private serve(socket: Socket): void {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    let mail = { from: '', to: [] as string[] }
    let inData = false
    let buffer = ''
    socket.write('220 stub ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          // The client doubles a leading dot on any line (dot-stuffing); the server takes it off.
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          this.received.push({ ...mail, data, ...decodeMessage(data) })
          mail = { from: '', to: [] }
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
  }
}

/** The bytes of a quoted-printable text (`underscores` for the Q encoding of headers). */
function quotedPrintable(text: string, underscores = false): Buffer {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else if (underscores && c === '_') bytes.push(0x20)
    else bytes.push(...Buffer.from(c, 'utf8'))
  }
  return Buffer.from(bytes)
}

/** Decodes RFC 2047 encoded words; adjacent ones join without the space between them. */
function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?')
  const parts: Buffer[] = []
  let last = 0
  for (const match of joined.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
    parts.push(Buffer.from(joined.slice(last, match.index), 'utf8'))
    parts.push(match[2]!.toUpperCase() === 'B' ? Buffer.from(match[3]!, 'base64') : quotedPrintable(match[3]!, true))
    last = match.index! + match[0].length
  }
  parts.push(Buffer.from(joined.slice(last), 'utf8'))
  return Buffer.concat(parts).toString('utf8')
}

function decodeMessage(data: string): { subject: string; text: string } {
  const split = data.indexOf('\r\n\r\n')
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = data.slice(split + 4)
  const header = (name: string) => head.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim() ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const bytes = encoding === 'quoted-printable' ? quotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8')
  return { subject: decodeHeader(header('Subject')), text: bytes.toString('utf8').replace(/\r\n/g, '\n') }
}
