import { msg } from '@lingui/core/macro'
import type { NavMenu } from '../../../app/navigation'

/** The tools hub's list of the free tools, grouped. */
export const FREE_TOOL_GROUPS: readonly NavMenu[] = [
  {
    id: 'charts',
    label: msg`Birth Chart & Matching`,
    items: [
      { label: msg`Free Kundli`, path: '/kundli', hint: msg`Your complete birth chart` },
      { label: msg`Kundli Matching`, path: '/kundli-matching', hint: msg`Guna milan out of 36` },
      { label: msg`Brihat Kundli`, path: '/brihat-kundli', hint: msg`Detailed kundli with predictions` },
      { label: msg`Hindi Kundli`, path: '/hindi-kundli', hint: msg`Your kundli in Hindi` },
      { label: msg`Love Compatibility`, path: '/love-compatibility', hint: msg`Zodiac love match` },
      { label: msg`Marriage Astrology`, path: '/marriage-astrology', hint: msg`Timing and married life` },
    ],
  },
  {
    id: 'calculators',
    label: msg`Calculators`,
    items: [
      { label: msg`Moon Sign Checker`, path: '/moon-sign-checker', hint: msg`Find your rashi` },
      { label: msg`Nakshatra Finder`, path: '/nakshatra-finder', hint: msg`Your birth star and pada` },
      { label: msg`Lagna Calculator`, path: '/lagna-calculator', hint: msg`Your ascendant` },
      { label: msg`Dasha Calculator`, path: '/dasha-calculator', hint: msg`Your planetary periods` },
      { label: msg`Dosham Detector`, path: '/dosham-detector', hint: msg`Manglik and other doshas` },
      { label: msg`Sade Sati`, path: '/sade-sati', hint: msg`Saturn's seven and a half years` },
      { label: msg`Lal Kitab`, path: '/lal-kitab', hint: msg`Chart and simple remedies` },
      { label: msg`Numerology`, path: '/numerology', hint: msg`Your core numbers` },
      { label: msg`Lucky Numbers`, path: '/lucky-numbers', hint: msg`Numbers, days and colours` },
      { label: msg`Baby Name Generator`, path: '/baby-naming', hint: msg`Names by nakshatra` },
    ],
  },
  {
    id: 'timings',
    label: msg`Panchang & Timings`,
    items: [
      { label: msg`Today's Panchang`, path: '/panchang', hint: msg`Tithi, nakshatra, yoga, karana` },
      { label: msg`Shubh Muhurat`, path: '/shubh-muhurat', hint: msg`Auspicious dates` },
      { label: msg`Choghadiya`, path: '/choghadiya', hint: msg`Good and bad periods today` },
      { label: msg`Rahu Kaal`, path: '/rahu-kaal', hint: msg`Times to avoid today` },
      { label: msg`Hora Timings`, path: '/hora-timings', hint: msg`Planetary hours` },
      { label: msg`Abhijit Muhurat`, path: '/abhijit-muhurat', hint: msg`The midday window` },
      { label: msg`Brahma Muhurat`, path: '/brahma-muhurat', hint: msg`Before sunrise` },
      { label: msg`Hindu Festivals`, path: '/hindu-festivals', hint: msg`The festival calendar` },
    ],
  },
  {
    id: 'guidance',
    label: msg`Guidance & Remedies`,
    items: [
      { label: msg`Tarot & Divination`, path: '/divination', hint: msg`Draw the cards` },
      { label: msg`Gemstone Recommendation`, path: '/gemstones', hint: msg`Your lucky stone` },
      { label: msg`Palmistry`, path: '/palmistry', hint: msg`Read your palm` },
      { label: msg`Vastu Shastra`, path: '/vastu', hint: msg`Home and office` },
      { label: msg`Daily Horoscope`, path: '/daily-horoscope', hint: msg`Today's predictions for your sign` },
    ],
  },
]
