/**
 * Client-side token rules. A JWT is three dot-separated base64url parts; the payload's
 * `exp` (seconds since the epoch) in the past means expired, no `exp` means it never expires, and
 * anything malformed counts as expired.
 */
function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    )
    const payload: unknown = JSON.parse(json)
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** True when the token is malformed or its `exp` claim lies at or before `nowMs`. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const payload = decodeTokenPayload(token)
  if (!payload) return true
  if (payload.exp === undefined) return false
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return true
  return payload.exp * 1000 <= nowMs
}
