import type { FieldIssue } from '../errors'

/** NUL, or a UTF-16 surrogate without its pair: PostgreSQL rejects both in text, and no user types them. */
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const FORBIDDEN_TEXT_MESSAGE = 'must not contain NUL or unpaired surrogate characters'

/** True when a string holds a character that must not reach storage. */
export function hasForbiddenText(text: string): boolean {
  return FORBIDDEN.test(text)
}

/**
 * Every string (and key) in a JSON-like value that holds a forbidden character, by its path
 * (`partner.name`, `tags.2`); at most ten. Byte buffers are not text and are skipped.
 */
export function forbiddenStrings(value: unknown, path = '', found: FieldIssue[] = [], depth = 0): FieldIssue[] {
  if (found.length >= 10 || depth > 20 || value instanceof Uint8Array) return found
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) found.push({ path: path || '(body)', message: FORBIDDEN_TEXT_MESSAGE })
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => forbiddenStrings(item, path ? `${path}.${i}` : String(i), found, depth + 1))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN.test(key)) found.push({ path: path || '(body)', message: FORBIDDEN_TEXT_MESSAGE })
      forbiddenStrings(item, path ? `${path}.${key}` : key, found, depth + 1)
    }
  }
  return found
}
