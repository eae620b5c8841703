import { describe, expect, it } from 'vitest'
import pino from 'pino'
import { warmUpPages } from '../../server/ssr'

describe('the start-up warm-up', () => {
  it('renders the home page in each language and the main tools, reading every answer, and survives a failing page', async () => {
    const rendered: string[] = []
    const read: string[] = []
    const warnings: unknown[] = []
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) })
    await warmUpPages(
      async (request, user, nonce) => {
        const { pathname } = new URL(request.url)
        rendered.push(pathname)
        expect(request.headers.get('accept')).toBe('text/html')
        expect([user, nonce]).toEqual([null, ''])
        if (pathname === '/panchang') throw new Error('boom')
        return new Response(new ReadableStream({ pull: (c) => (read.push(pathname), c.close()) }))
      },
      'http://localhost:3000',
      logger,
    )
    expect(rendered).toEqual(['/', '/kundli', '/panchang', '/astrologers', '/blog', '/hindi', '/tamil', '/telugu'])
    expect(read).toEqual(rendered.filter((p) => p !== '/panchang'))
    expect(warnings).toEqual([expect.objectContaining({ pathname: '/panchang', msg: 'warm-up render failed' })])
  })
})
