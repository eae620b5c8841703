/**
 * A path on this site to go to after signing in, or null: only a local path ('/x…', not '//host' or
 * '/\host', no control characters, at most 300 characters); '/' gives null (nowhere to go back to).
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const target = value.trim()
  if (target.length > 300 || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null
  if (/[\u0000-\u001f]/.test(target)) return null
  const path = target.split(/[?#]/)[0]
  return path === '/' || path === '' ? null : target
}
