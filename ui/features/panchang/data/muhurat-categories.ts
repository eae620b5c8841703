import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MUHURAT_CATEGORIES, type MuhuratCategoryId } from '../../../../core/panchang/request'

/** One undertaking of the /shubh-muhurat pages, with the classical rules in words. */
export interface MuhuratCategory {
  id: MuhuratCategoryId
  path: string
  title: MessageDescriptor
  /** one line for the category cards */
  summary: MessageDescriptor
  /** the classical rules used, as the page explains them */
  rules: MessageDescriptor
}

const CATEGORY_TEXT: Record<MuhuratCategoryId, Omit<MuhuratCategory, 'id' | 'path'>> = {
  marriage: {
    title: msg`Marriage`,
    summary: msg`Vivah muhurat: the eleven marriage nakshatras, good tithis, day and night.`,
    rules: msg`A marriage muhurat needs one of the eleven nakshatras of the Muhurta Chintamani (Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati), a favourable tithi (listed below), a Monday, Wednesday, Thursday or Friday, no Bhadra and no bad yoga. No marriages are held in Kharmas (the Sun in Dhanu or Meena), in Chaturmas (from Devshayani to Devutthana Ekadashi), in an adhika month, or while Jupiter or Venus is combust. Windows run through the day and the night, outside Rahu Kaal and Yamaganda.`,
  },
  'griha-pravesh': {
    title: msg`Griha Pravesh`,
    summary: msg`Entering a new home: fixed and soft nakshatras in Vaishakha, Jyeshtha, Magha or Phalguna.`,
    rules: msg`Griha pravesh is done in the lunar months of Vaishakha, Jyeshtha, Magha or Phalguna, under the fixed or soft nakshatras (Rohini, Mrigashira, Uttara Phalguni, Chitra, Anuradha, Uttara Ashadha, Dhanishta, Shatabhisha, Uttara Bhadrapada, Revati), on a favourable tithi (listed below) and on a Monday, Wednesday, Thursday or Friday. Kharmas, Chaturmas, adhika months and a combust Jupiter or Venus are avoided, as are Bhadra, bad yogas, Rahu Kaal and Yamaganda.`,
  },
  'vehicle-purchase': {
    title: msg`Vehicle Purchase`,
    summary: msg`Buying a car or bike: movable and light nakshatras in daytime.`,
    rules: msg`A vehicle is bought in daytime under the movable, light or soft nakshatras (Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Anuradha, Shravana, Dhanishta, Shatabhisha, Revati), on any tithi but the rikta ones (Chaturthi, Navami, Chaturdashi), Ashtami and Amavasya, on a Monday, Wednesday, Thursday or Friday, without Bhadra, bad yogas, Rahu Kaal or Yamaganda.`,
  },
  'property-purchase': {
    title: msg`Property Purchase`,
    summary: msg`Buying land or a house: the nakshatras of ownership in daytime.`,
    rules: msg`Land and houses are bought in daytime under Mrigashira, Punarvasu, Ashlesha, Magha, Purva Phalguni, Vishakha, Anuradha, Mula, Purva Ashadha, Purva Bhadrapada or Revati, on a good tithi (no rikta tithi, Ashtami or Amavasya), on a Monday, Thursday or Friday, outside Kharmas, without Bhadra, bad yogas, Rahu Kaal or Yamaganda.`,
  },
  'business-launch': {
    title: msg`Business Launch`,
    summary: msg`Opening a shop or starting a business: light and fixed nakshatras in daytime.`,
    rules: msg`A business or shop is opened in daytime under Ashwini, Rohini, Pushya, Uttara Phalguni, Hasta, Chitra, Anuradha, Uttara Ashadha, Shravana, Dhanishta, Uttara Bhadrapada or Revati, on a favourable tithi (listed below), on a Monday, Wednesday, Thursday or Friday, outside Kharmas, without Bhadra, bad yogas, Rahu Kaal or Yamaganda.`,
  },
  'journey-start': {
    title: msg`Journey`,
    summary: msg`Setting out on a journey: movable nakshatras, and the direction to avoid each day.`,
    rules: msg`A journey is begun in daytime under the movable and light nakshatras (Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishta, Revati), on a favourable tithi (listed below) and on a Monday, Wednesday, Thursday or Friday, without Bhadra, bad yogas, Rahu Kaal or Yamaganda. Disha shool, the direction not to set out in, changes with the weekday (east on Monday and Saturday, north on Tuesday and Wednesday, south on Thursday, west on Sunday and Friday).`,
  },
}

/** The six undertakings in the order of the spec's routes. */
export const MUHURAT_CATEGORY_LIST: readonly MuhuratCategory[] = MUHURAT_CATEGORIES.map((id) => ({ id, path: `/shubh-muhurat/${id}`, ...CATEGORY_TEXT[id] }))

/** The undertaking of a /shubh-muhurat/{id} path, or null for /shubh-muhurat itself. */
export function muhuratCategoryOfPath(path: string): MuhuratCategory | null {
  return MUHURAT_CATEGORY_LIST.find((c) => c.path === path) ?? null
}
