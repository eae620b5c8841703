/** How a place is shown: 'Town, State, Country', the country named in the reader's language. */

const regionNames = new Map<string, Intl.DisplayNames | null>()

/**
 * The country's name for an ISO 3166-1 alpha-2 code in a language (BCP 47) from Intl
 * ('IN' → 'India', 'भारत' in hi, 'இந்தியா' in ta, 'భారతదేశం' in te); the code itself when Intl has no name.
 */
function countryName(code: string, lang = 'en'): string {
  let names = regionNames.get(lang)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' })
    } catch {
      names = null
    }
    regionNames.set(lang, names)
  }
  if (!names || !/^[A-Z]{2}$/.test(code)) return code
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/** 'Town, State, Country'; a missing part is left out. */
export function placeDisplay(name: string, state: string | undefined, countryCode: string | undefined, lang = 'en'): string {
  return [name, state, countryCode ? countryName(countryCode, lang) : undefined].filter(Boolean).join(', ')
}
