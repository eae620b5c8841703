import type { NextFunction, Request, Response } from 'express'
import { Readable } from 'node:stream'
import type { PublicUser } from '../../core/domain/user'

/** Renders one page: the server's composition (server/ssr.ts) hands the request to the UI's renderer. */
export type PageRenderer = (request: globalThis.Request, user: PublicUser | null, nonce: string) => Promise<globalThis.Response>

/** The request as a Fetch API Request with an abort signal that fires when the client goes away. */
function toFetchRequest(req: Request, res: Response, origin: string): globalThis.Request {
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client went away'))
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  return new globalThis.Request(new URL(req.originalUrl, origin), { method: 'GET', headers, signal: controller.signal })
}

/**
 * Express handler for every non-API GET: the page rendered on the server, streamed. The answer varies
 * by session (the header shows the signed-in user), so shared caches must not keep it.
 */
export function renderPages(render: PageRenderer, origin: string) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const answer = await render(toFetchRequest(req, res, origin), req.user ?? null, String(res.locals.cspNonce ?? ''))
      res.status(answer.status)
      answer.headers.forEach((value, name) => res.setHeader(name, value))
      res.setHeader('Cache-Control', 'private, no-cache')
      res.setHeader('Vary', 'Cookie')
      if (!answer.body) {
        res.end()
        return
      }
      const body = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream)
      body.on('error', (error) => {
        req.log?.warn({ err: error }, 'page stream failed')
        res.destroy(error)
      })
      // compression buffers by default, so the stream must be flushed for the shell to reach the browser at
      // once; but React writes a page in hundreds of small chunks, and a flush per chunk made hundreds of
      // tiny compressed blocks that the browser decoded a few kilobytes at a time (the home page's text
      // arrived 300 ms later than with one flush). One flush per turn of the event loop sends what React
      // wrote in one go as one block.
      let flushPending = false
      const flush = () => {
        flushPending = false
        if (!res.writableEnded) (res as Response & { flush?: () => void }).flush?.()
      }
      body.on('data', (chunk) => {
        res.write(chunk)
        if (!flushPending) {
          flushPending = true
          setImmediate(flush)
        }
      })
      body.on('end', () => res.end())
    } catch (error) {
      next(error)
    }
  }
}
