import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { limitConnections } from '../../server/connection-limits'

/** Issue 14, finding 9: a connection opened and left silent is closed; a slow request head too. */
const server = createServer((_req, res) => res.end('ok'))
limitConnections(server, { headersMs: 400, requestMs: 800, keepAliveMs: 300, idleMs: 500 })
const listening = new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Milliseconds until the server closes a socket that sends `send` (if anything) and then nothing. */
async function closedAfter(send?: string): Promise<number> {
  const port = await listening
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (send) socket.write(send)
    })
    socket.on('data', () => undefined)
    socket.on('close', () => resolve(performance.now() - started))
    setTimeout(() => {
      socket.destroy()
      reject(new Error('the server kept the connection open'))
    }, 5_000)
  })
}

describe('slow and idle connections', () => {
  it('closes a connection that never sends a byte', async () => {
    expect(await closedAfter()).toBeLessThan(3_000)
  })
  it('closes a connection whose request head never ends', async () => {
    expect(await closedAfter('GET / HTTP/1.1\r\nHost: x\r\n')).toBeLessThan(3_000)
  })
})
