import type { ErrorCode } from '../../core/error-codes'
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InsufficientBalanceError,
  InvalidSignatureError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UpstreamUnavailableError,
  ValidationError,
  type FieldIssue,
} from '../../core/errors'

/** A DomainError as plain data, to cross a thread boundary (structured clone keeps no class). */
export interface DomainErrorRecord {
  name: string
  message: string
  code: ErrorCode
  issues?: FieldIssue[]
  details?: unknown
  retryAfterSeconds?: number
}

/** The record of `error`, with the fields its class carries. */
export function domainErrorRecord(error: DomainError): DomainErrorRecord {
  return {
    name: error.name,
    message: error.message,
    code: error.code,
    issues: error instanceof ValidationError ? error.issues : undefined,
    details: error instanceof ConflictError || error instanceof InsufficientBalanceError ? error.details : undefined,
    retryAfterSeconds: error instanceof RateLimitedError ? error.retryAfterSeconds : undefined,
  }
}

/** A domain error of a class this side does not know: keeps its code (the error mapper answers 400). */
class RevivedDomainError extends DomainError {
  constructor(
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message)
  }
}

/** The DomainError a record describes, of the same class, so the HTTP status is the in-process one. */
export function reviveDomainError(record: DomainErrorRecord): DomainError {
  switch (record.name) {
    case 'ValidationError':
      return new ValidationError(record.message, record.issues ?? [])
    case 'ConflictError':
      return new ConflictError(record.message, record.code, record.details)
    case 'NotFoundError':
      return new NotFoundError(record.message)
    case 'UnauthorizedError':
      return new UnauthorizedError(record.message, record.code)
    case 'ForbiddenError':
      return new ForbiddenError(record.message)
    case 'RateLimitedError':
      return new RateLimitedError(record.message, record.retryAfterSeconds ?? 60)
    case 'InsufficientBalanceError':
      return new InsufficientBalanceError(record.message, record.details as Record<string, unknown> | undefined)
    case 'InvalidSignatureError':
      return new InvalidSignatureError(record.message)
    case 'UpstreamUnavailableError':
      return new UpstreamUnavailableError(record.message)
    default:
      return new RevivedDomainError(record.message, record.code)
  }
}
