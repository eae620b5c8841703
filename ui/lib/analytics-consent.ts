/**
 * The visitor's analytics consent (India's DPDP Act 2023): nothing is reported, and no third-party script
 * is loaded, until they agree. Kept in local storage; listeners hear a change at once.
 */
const ANALYTICS_CONSENT_KEY = 'analytics_consent'
type Consent = 'granted' | 'denied' | null

const listeners = new Set<(consent: Consent) => void>()

export function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(ANALYTICS_CONSENT_KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

export function saveConsent(consent: Exclude<Consent, null>): void {
  try {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, consent)
  } catch {
    /* storage blocked: the choice holds for this page only */
  }
  for (const listener of listeners) listener(consent)
}

export function onConsentChange(listener: (consent: Consent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
