import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Display names of the specialties and languages astrologer profiles carry. The data stays in English
 * (filters compare the stored values); only the label is translated. Unknown values show as stored.
 */
export const SPECIALTY_LABELS: Record<string, MessageDescriptor> = {
  'Vedic Astrology': msg`Vedic Astrology`,
  Prashna: msg`Prashna`,
  Gemstones: msg`Gemstones`,
  'Nadi Astrology': msg`Nadi Astrology`,
  'Marriage & Relationships': msg`Marriage & Relationships`,
  'KP Astrology': msg`KP Astrology`,
  'Career & Finance': msg`Career & Finance`,
  Numerology: msg`Numerology`,
  'Tarot Reading': msg`Tarot Reading`,
  'Lal Kitab': msg`Lal Kitab`,
  Palmistry: msg`Palmistry`,
  'Vastu Shastra': msg`Vastu Shastra`,
  'Face Reading': msg`Face Reading`,
}

export const SPOKEN_LANGUAGE_LABELS: Record<string, MessageDescriptor> = {
  Hindi: msg`Hindi`,
  English: msg`English`,
  Tamil: msg`Tamil`,
  Telugu: msg`Telugu`,
  Marathi: msg`Marathi`,
  Kannada: msg`Kannada`,
  Bengali: msg`Bengali`,
  Punjabi: msg`Punjabi`,
  Malayalam: msg`Malayalam`,
  Gujarati: msg`Gujarati`,
  Odia: msg`Odia`,
  Sanskrit: msg`Sanskrit`,
}

/** The translated label of a stored specialty (the value itself when unknown). */
export function specialtyLabel(i18n: I18n, value: string): string {
  const descriptor = SPECIALTY_LABELS[value]
  return descriptor ? i18n._(descriptor) : value
}

/** The translated label of a stored spoken language (the value itself when unknown). */
export function spokenLanguageLabel(i18n: I18n, value: string): string {
  const descriptor = SPOKEN_LANGUAGE_LABELS[value]
  return descriptor ? i18n._(descriptor) : value
}
