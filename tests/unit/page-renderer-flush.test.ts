import { describe, expect, it } from 'vitest'
import type { NextFunction, Request, Response } from 'express'
import { renderPages } from '../../adapters/http/page-renderer'

/** A response that records writes, flushes (the compression middleware's) and the end. */
function fakeResponse() {
  const events: string[] = []
  let ended = false
  const res = {
    locals: { cspNonce: 'n' },
    writableEnded: false,
    writableFinished: false,
    status: () => res,
    setHeader: () => res,
    on: () => res,
    write: (chunk: Uint8Array) => events.push(`write ${new TextDecoder().decode(chunk)}`),
    flush: () => events.push('flush'),
    end: () => {
      events.push('end')
      ended = true
      res.writableEnded = true
    },
  }
  return { res, events, done: () => ended }
}

describe('the page stream', () => {
  it('flushes once for what React wrote in one go, and again for what came later', async () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(encoder.encode(`a${i}`))
        await new Promise((resolve) => setTimeout(resolve, 20))
        for (let i = 0; i < 5; i++) controller.enqueue(encoder.encode(`b${i}`))
        await new Promise((resolve) => setTimeout(resolve, 20))
        controller.close()
      },
    })
    const { res, events, done } = fakeResponse()
    const req = { headers: {}, originalUrl: '/', user: null } as unknown as Request
    await renderPages(async () => new Response(body, { headers: { 'content-type': 'text/html' } }), 'http://localhost')(
      req,
      res as unknown as Response,
      (() => {}) as NextFunction,
    )
    await expect.poll(done).toBe(true)
    const writes = events.filter((e) => e.startsWith('write'))
    expect(writes.map((w) => w.slice(6)).join(' ')).toBe([...Array.from({ length: 40 }, (_, i) => `a${i}`), ...Array.from({ length: 5 }, (_, i) => `b${i}`)].join(' '))
    // Every first batch's chunk is written before the first flush, every second batch's before the second.
    const flushes = events.flatMap((e, i) => (e === 'flush' ? [i] : []))
    expect(flushes).toHaveLength(2)
    expect(events.slice(0, flushes[0]).filter((e) => e.startsWith('write a'))).toHaveLength(40)
    expect(events.slice(flushes[0], flushes[1]).filter((e) => e.startsWith('write b'))).toHaveLength(5)
    expect(events.at(-1)).toBe('end')
  })
})
