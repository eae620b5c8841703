import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useRouter } from '@tanstack/react-router'
import type { DocumentState } from './document-state'
import { menuYears } from './site-years'

/** A link of the header, the mobile menu, the footer or the tools hub. Paths carry no language prefix. */
export interface NavLinkItem {
  label: MessageDescriptor
  path: string
  /** A one-line hint shown under the label in menus and cards. */
  hint?: MessageDescriptor
}

export interface NavMenu {
  id: string
  label: MessageDescriptor
  items: NavLinkItem[]
}

/** A year's four pages, their labels naming the year. */
function yearLinks(year: number): NavLinkItem[] {
  return [
    { label: msg`Horoscope ${year}`, path: `/year-${year}/horoscope`, hint: msg`Your year ahead` },
    { label: msg`Numerology ${year}`, path: `/year-${year}/numerology`, hint: msg`Your numbers for ${year}` },
    { label: msg`Tarot ${year}`, path: `/year-${year}/tarot`, hint: msg`A card for every month` },
    { label: msg`Festivals ${year}`, path: `/year-${year}/festivals`, hint: msg`Dates and muhurat` },
  ]
}

/** The year menu on `today` ('YYYY-MM-DD' in India): "Year 2026" with its pages, and from October next year's too. */
function yearMenu(today: string): NavMenu {
  const years = menuYears(today)
  const year = years[0]!
  return { id: 'year', label: msg`Year ${year}`, items: years.flatMap(yearLinks) }
}

let menusOf: { today: string; menus: readonly NavMenu[] } | undefined

/** The header's seven dropdown menus, in order, on `today`. */
function headerMenus(today: string): readonly NavMenu[] {
  if (menusOf?.today !== today) menusOf = { today, menus: [...MENUS.slice(0, 2), yearMenu(today), ...MENUS.slice(2)] }
  return menusOf.menus
}

/**
 * The header's menus (and the phone menu's) for the date the server rendered the page on, which the
 * browser takes over with the page: both render the same years, whatever the browser's own clock says.
 */
export function useHeaderMenus(): readonly NavMenu[] {
  const { document } = useRouter().options.context as { document: DocumentState }
  return headerMenus(document.today)
}

/** The header's menus but the year's, in order. */
export const MENUS: readonly NavMenu[] = [
  {
    id: 'horoscope',
    label: msg`Horoscope`,
    items: [
      { label: msg`Daily Horoscope`, path: '/daily-horoscope', hint: msg`Today's predictions for your sign` },
      { label: msg`Weekly Horoscope`, path: '/weekly-horoscope', hint: msg`The week ahead` },
      { label: msg`Monthly Horoscope`, path: '/monthly-horoscope', hint: msg`The month ahead` },
      { label: msg`Yearly Horoscope`, path: '/yearly-horoscope', hint: msg`The whole year, month by month` },
      { label: msg`Love Horoscope`, path: '/love-horoscope', hint: msg`Romance and relationships` },
      { label: msg`Career Horoscope`, path: '/career-horoscope', hint: msg`Work, job and business` },
      { label: msg`Health Horoscope`, path: '/health-horoscope', hint: msg`Well-being and vitality` },
      { label: msg`All Horoscopes`, path: '/horoscopes', hint: msg`Every sign, every period` },
    ],
  },
  {
    id: 'kundli',
    label: msg`Kundli`,
    items: [
      { label: msg`Free Kundli`, path: '/kundli', hint: msg`Your complete birth chart` },
      { label: msg`Kundli Matching`, path: '/kundli-matching', hint: msg`Guna milan out of 36` },
      { label: msg`Brihat Kundli`, path: '/brihat-kundli', hint: msg`Detailed kundli with predictions` },
      { label: msg`Hindi Kundli`, path: '/hindi-kundli', hint: msg`Your kundli in Hindi` },
      { label: msg`North Indian Chart`, path: '/kundli/north-indian' },
      { label: msg`South Indian Chart`, path: '/kundli/south-indian' },
      { label: msg`Planetary Positions`, path: '/kundli/planetary' },
      { label: msg`Vimshottari Dasha`, path: '/kundli/dasha' },
      { label: msg`Ashtakavarga`, path: '/kundli/ashtakavarga' },
      { label: msg`Varshaphal`, path: '/varshaphal', hint: msg`Your annual chart` },
    ],
  },
  {
    id: 'tools',
    label: msg`Free Astrology Tools`,
    items: [
      { label: msg`All Free Tools`, path: '/astrology-tools', hint: msg`Every calculator in one place` },
      { label: msg`Moon Sign Checker`, path: '/moon-sign-checker' },
      { label: msg`Nakshatra Finder`, path: '/nakshatra-finder' },
      { label: msg`Lagna Calculator`, path: '/lagna-calculator' },
      { label: msg`Dosham Detector`, path: '/dosham-detector' },
      { label: msg`Sade Sati`, path: '/sade-sati' },
      { label: msg`Dasha Calculator`, path: '/dasha-calculator' },
      { label: msg`Love Compatibility`, path: '/love-compatibility' },
      { label: msg`Numerology`, path: '/numerology' },
      { label: msg`Lucky Numbers`, path: '/lucky-numbers' },
      { label: msg`Baby Name Generator`, path: '/baby-naming' },
      { label: msg`Tarot & Divination`, path: '/divination' },
    ],
  },
  {
    id: 'reports',
    label: msg`Astrology Reports`,
    items: [
      { label: msg`Premium Report`, path: '/reports/premium', hint: msg`12-month forecast` },
      { label: msg`Life Report`, path: '/reports/life', hint: msg`82 sections on your whole life` },
      { label: msg`Career Report`, path: '/reports/career', hint: msg`Your best career path` },
      { label: msg`Marriage Report`, path: '/reports/marriage', hint: msg`Timing and married life` },
      { label: msg`Child Report`, path: '/reports/child', hint: msg`Progeny and children` },
      { label: msg`Super Horoscope`, path: '/reports/super-horoscope', hint: msg`Everything in one report` },
      { label: msg`Yearly Forecast`, path: '/reports/yearly', hint: msg`Your next twelve months, month by month` },
    ],
  },
  {
    id: 'panchang',
    label: msg`Panchang & Muhurat`,
    items: [
      { label: msg`Today's Panchang`, path: '/panchang', hint: msg`Tithi, nakshatra, yoga, karana` },
      { label: msg`Shubh Muhurat`, path: '/shubh-muhurat', hint: msg`Auspicious dates` },
      { label: msg`Choghadiya`, path: '/choghadiya' },
      { label: msg`Rahu Kaal`, path: '/rahu-kaal' },
      { label: msg`Hora Timings`, path: '/hora-timings' },
      { label: msg`Abhijit Muhurat`, path: '/abhijit-muhurat' },
      { label: msg`Brahma Muhurat`, path: '/brahma-muhurat' },
      { label: msg`Hindu Festivals`, path: '/hindu-festivals' },
    ],
  },
  {
    id: 'learn',
    label: msg`Learn Astrology`,
    items: [
      { label: msg`Astrology Basics`, path: '/learn-astrology/basics' },
      { label: msg`Reading a Birth Chart`, path: '/learn-astrology/birth-chart' },
      { label: msg`The Nine Planets`, path: '/learn-astrology/planets' },
      { label: msg`The 27 Nakshatras`, path: '/learn-astrology/nakshatras' },
      { label: msg`Doshas Explained`, path: '/learn-astrology/doshas' },
      { label: msg`Muhurta: Electional Astrology`, path: '/learn-astrology/muhurta' },
      { label: msg`Advanced Astrology`, path: '/learn-astrology/advanced' },
      { label: msg`A Guide to Dasha Periods`, path: '/articles/dasha-periods-guide' },
    ],
  },
]

/** The footer's policy links. */
export const POLICY_LINKS: readonly NavLinkItem[] = [
  { label: msg`Privacy Policy`, path: '/privacy-policy' },
  { label: msg`Terms of Service`, path: '/terms-of-service' },
  { label: msg`Refund Policy`, path: '/refund-policy' },
  { label: msg`Shipping Policy`, path: '/shipping-policy' },
  { label: msg`Delivery Policy`, path: '/delivery-policy' },
  { label: msg`Disclaimer`, path: '/disclaimer' },
  { label: msg`Cookie Policy`, path: '/cookie-policy' },
  { label: msg`Contact Us`, path: '/contact' },
]

/** The footer's support links. */
export const SUPPORT_LINKS: readonly NavLinkItem[] = [
  { label: msg`Help & Support`, path: '/support' },
  { label: msg`FAQ`, path: '/faq' },
  { label: msg`About Us`, path: '/about' },
  { label: msg`Join as an Astrologer`, path: '/astrologers/apply' },
]

/** Popular destinations, shown in the footer. */
export const POPULAR_LINKS: readonly NavLinkItem[] = [
  { label: msg`Free Kundli`, path: '/kundli' },
  { label: msg`Kundli Matching`, path: '/kundli-matching' },
  { label: msg`Daily Horoscope`, path: '/daily-horoscope' },
  { label: msg`Today's Panchang`, path: '/panchang' },
  { label: msg`Talk to Astrologers`, path: '/astrologers' },
  { label: msg`Astrology Blog`, path: '/blog' },
]

/** The signed-in user's menu: dashboard links then Profile. */
export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { label: msg`My Reports`, path: '/dashboard/reports' },
  { label: msg`My Bookings`, path: '/dashboard/bookings' },
  { label: msg`Chat History`, path: '/dashboard/chat' },
  { label: msg`Wallet`, path: '/dashboard/wallet' },
  { label: msg`Profile`, path: '/profile' },
]
