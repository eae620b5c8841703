import type { ErrorCode } from './error-codes'

/** Domain errors: expected failures with a stable code (core/error-codes.ts, which gives each its HTTP status). */
export interface FieldIssue {
  path: string
  message: string
}

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

export class ValidationError extends DomainError {
  readonly code = 'VALIDATION.INVALID_INPUT'
  constructor(message: string, readonly issues: FieldIssue[] = []) {
    super(message)
  }
}

export class UnauthorizedError extends DomainError {
  readonly code: ErrorCode
  constructor(message = 'Authentication required', code: ErrorCode = 'AUTH.UNAUTHORIZED') {
    super(message)
    this.code = code
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'AUTH.FORBIDDEN'
  constructor(message = 'You do not have access to this resource') {
    super(message)
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND'
}

/** Content that existed and was removed for good (a deleted article): 410, so search engines drop it. */
export class GoneError extends DomainError {
  readonly code = 'GONE'
}

export class ConflictError extends DomainError {
  readonly code: ErrorCode
  constructor(
    message: string,
    code: ErrorCode = 'CONFLICT',
    /** what the caller needs to resolve the conflict (e.g. the two readings of a repeated local time) */
    readonly details?: unknown,
  ) {
    super(message)
    this.code = code
  }
}

export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED'
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message)
  }
}

export class InsufficientBalanceError extends DomainError {
  readonly code = 'WALLET.INSUFFICIENT_BALANCE'
  /** `details` tells a client what is missing, e.g. `{price, balance, shortfall}` in paise (report purchases). */
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** A payment callback or webhook whose signature does not match: forged or corrupted (400). */
export class InvalidSignatureError extends DomainError {
  readonly code = 'PAYMENT.INVALID_SIGNATURE'
}

/** A service the platform relies on (a payment gateway, a geocoder) failed; nothing was changed. */
export class UpstreamUnavailableError extends DomainError {
  readonly code = 'UPSTREAM.UNAVAILABLE'
}

/** The server has as much of this work queued as it will take; asking again after `retryAfterSeconds` works. */
export class BusyError extends DomainError {
  readonly code = 'SERVICE.BUSY'
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/** An admin has paused this part of the platform (settings' feature flags); nothing was changed. */
export class FeaturePausedError extends DomainError {
  readonly code = 'FEATURE.PAUSED'
}
