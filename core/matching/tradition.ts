/**
 * The tradition choices of the matching engine, machine-readable, answered with every match so a reader
 * (or another astrologer's software) can see which variant produced the numbers. The prose of each
 * choice is in the phrase book (matching.tradition.*); the sources are in docs/matching.md.
 */
import { MANGLIK_HOUSES, MANGLIK_REFERENCES } from './manglik'

export const MATCHING_TRADITION = {
  ashtakoota: 'north-indian-guna-milan-36',
  varna: 'moon-sign: water=brahmin, fire=kshatriya, earth=vaishya, air=shudra; boy >= girl scores 1',
  vashya: 'moon-sign class (sagittarius and capricorn split at 15°), 5x5 class table',
  tara: 'counted both ways; 3/5/7 unfavourable; 1.5 per favourable direction',
  yoni: '14 yonis, 0-4 table',
  grahaMaitri: 'natural friendships of the moon-sign lords (Brihat Parashara): 5/4/3/1/0.5/0',
  gana: 'boy deva: 6/6/0; boy manushya: 5/6/0; boy rakshasa: 1/0/6 (girl deva/manushya/rakshasa)',
  bhakoot: '2/12, 5/9, 6/8 score 0',
  nadi: 'same nadi scores 0',
  parihara: {
    nadi: ['sameSignDifferentNakshatra', 'sameNakshatraDifferentSign', 'sameNakshatraDifferentPada'],
    gana: ['sameSignDifferentNakshatra', 'sameNakshatraDifferentSign', 'sameNakshatraDifferentPada', 'sameSignLord', 'friendlySignLords'],
    bhakoot: ['sameSignLord', 'friendlySignLords'],
    scoring: 'a cancelled dosha keeps its 0 points; the verdict treats it as cancelled',
  },
  bands: { notRecommended: '< 18', average: '18 - < 25', good: '25 - < 33', excellent: '>= 33' },
  porutham: 'dasa porutham counted from the girl’s star/sign to the boy’s; total = number matched',
  manglik: {
    from: MANGLIK_REFERENCES,
    houses: MANGLIK_HOUSES,
    houseSystem: 'whole-sign',
    cancellations: ['ownOrExaltedSign', 'leoOrAquarius', 'houseSignException', 'jupiterAssociation', 'moonConjunction'],
    couple: 'both effective: balanced; one effective: caution',
  },
} as const

/** The notes (matching.tradition.<id>) answered with every match, in this order. */
export const TRADITION_NOTES = ['ashtakoota', 'varna', 'vashya', 'gana', 'parihara', 'bands', 'porutham', 'manglik', 'chart'] as const
