/**
 * Secrets that travel once (an email-change link, a Google identity waiting for a password): 32 random
 * bytes as hex for the person, and only their SHA-256 kept, so a copy of the table opens nothing.
 */
export function newOneTimeToken(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function hashOfToken(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
