import type { NextFunction, Request, Response } from 'express'
import { ValidationError, type FieldIssue } from '../../core/errors'
import { FORBIDDEN_TEXT_MESSAGE, forbiddenStrings, hasForbiddenText } from '../../core/shared/text-safety'

/**
 * At the HTTP boundary, before any route: a path, query or body string with a NUL or a lone surrogate is
 * a 400 naming the field (left through, they reached SQL and answered 500). A path that is not
 * valid percent-encoding is a 400 too.
 */
export function rejectForbiddenText() {
  return (req: Request, _res: Response, next: NextFunction) => {
    let path: string
    try {
      path = decodeURIComponent(req.path)
    } catch {
      return next(new ValidationError('The address is not valid', [{ path: '(path)', message: 'is not valid percent-encoding' }]))
    }
    const issues: FieldIssue[] = []
    if (hasForbiddenText(path)) issues.push({ path: '(path)', message: FORBIDDEN_TEXT_MESSAGE })
    forbiddenStrings(req.query, '', issues)
    if (req.body !== undefined) forbiddenStrings(req.body, '', issues)
    if (issues.length) return next(new ValidationError('The request contains characters that are not allowed', issues))
    next()
  }
}
