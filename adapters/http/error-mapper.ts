import type { ErrorRequestHandler } from 'express'
import type { Logger } from 'pino'
import { statusOfCode } from '../../core/error-codes'
import { BusyError, ConflictError, DomainError, InsufficientBalanceError, RateLimitedError, ValidationError } from '../../core/errors'

/** A domain error's HTTP status: its code's, from the catalogue (core/error-codes.ts). */
function statusFor(error: DomainError): number {
  return statusOfCode(error.code)
}

/**
 * The one answer to a domain error, over HTTP and in process alike: its status, `Retry-After` when the
 * error says when to come back, and the body `{message, code, issues?, details?, retryAfterSeconds?}`.
 */
export function errorAnswer(error: DomainError): { status: number; headers: Record<string, string>; body: Record<string, unknown> } {
  const body: Record<string, unknown> = { message: error.message, code: error.code }
  const headers: Record<string, string> = {}
  if (error instanceof ValidationError) body.issues = error.issues
  if ((error instanceof ConflictError || error instanceof InsufficientBalanceError) && error.details !== undefined) body.details = error.details
  if (error instanceof RateLimitedError || error instanceof BusyError) {
    body.retryAfterSeconds = error.retryAfterSeconds
    headers['Retry-After'] = String(error.retryAfterSeconds)
  }
  return { status: statusFor(error), headers, body }
}

/**
 * The database is down or restarting (PostgreSQL's connection and shutdown codes, and the socket errors
 * of a server that is not listening): the request did not happen, and asking again shortly will work.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return /^(08\d{3}|57P0[1-3]|53300)$/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)
}

/** Express error middleware: domain errors become `{message, code, issues?}`; surprises a bare 500. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof DomainError) {
      const answer = errorAnswer(error)
      res.set(answer.headers).status(answer.status).json(answer.body)
      return
    }
    // Body-parser and other client errors carry a 4xx status of their own.
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500
    if (status < 500) {
      res.status(status).json({ message: status === 413 ? 'Request body is too large' : 'Malformed request', code: 'HTTP.BAD_REQUEST' })
      return
    }
    if (isDatabaseUnavailable(error) || /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(String(error?.message ?? ''))) {
      logger.warn({ err: error, path: req.path }, 'database unavailable')
      res.setHeader('Retry-After', '2')
      res.status(503).json({ message: 'The service is briefly unavailable. Please try again in a moment.', code: 'SERVICE.UNAVAILABLE' })
      return
    }
    logger.error({ err: error, path: req.path }, 'unhandled error')
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' })
  }
}
