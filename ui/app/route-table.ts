import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LanguageCode } from '../../core/shared/language'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../core/kundli/years'
import type { LearnSlug, TopicSlug } from '../../core/content/ports/guide-library'

/** The periods of GET /api/horoscope a page can show. */
export type HoroscopePagePeriod = 'daily' | 'weekly' | 'monthly' | 'yearly' | 'love' | 'career' | 'health'

/**
 * Every route in one table. Paths are written without a language prefix (TanStack syntax,
 * `$param`); the router serves each at `/path` (English) and `/hindi/path`, `/tamil/path`, `/telugu/path`,
 * except entries limited by `languages`, which exist only under those prefixes.
 *
 * Access: `public`; `signed-in` sends a signed-out visitor to /login?redirect=<path>; `admin`
 * shows 'Admin access required' to signed-in non-admins and the login page to signed-out visitors;
 * `signed-out-extra` marks the spec's "signed-out-only extras" — served to everyone (hiding a public
 * muhurat page from a signed-in user would only hurt them), kept distinct so the table mirrors the spec.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'signed-out-extra'

/** Which component renders the route. Pages built by later issues use 'coming-soon'. */
export type PageKey =
  | 'home'
  | 'blog-list'
  | 'blog-article'
  | 'login'
  | 'signup'
  | 'reset-pin'
  | 'auth-success'
  | 'admin-dashboard'
  | 'tools-hub'
  | 'policy'
  | 'faq'
  | 'about'
  | 'support'
  | 'kundli'
  | 'kundli-blocks'
  | 'varshaphal'
  | 'brihat-kundli'
  | 'kundli-tool'
  | 'dashboard'
  | 'panchang'
  | 'panchang-month'
  | 'panchang-tool'
  | 'shubh-muhurat'
  | 'festivals'
  | 'astrologers'
  | 'astrologer'
  | 'packages'
  | 'wallet'
  | 'checkout'
  | 'payment'
  | 'payment-result'
  | 'chat'
  | 'call'
  | 'consultations'
  | 'bookings'
  | 'astrologer-dashboard'
  | 'astrologer-settings'
  | 'questions'
  | 'multi-chat'
  | 'matching'
  | 'love-compatibility'
  | 'birth-details'
  | 'chart-test'
  | 'dosham-detector'
  | 'sade-sati'
  | 'lal-kitab'
  | 'marriage-astrology'
  | 'gemstones'
  | 'numerology'
  | 'numerology-year'
  | 'lucky-numbers'
  | 'baby-naming'
  | 'divination'
  | 'tarot-year'
  | 'palmistry'
  | 'learn'
  | 'topic'
  | 'landing'
  | 'admin-responses'
  | 'admin-settings'
  | 'profile'
  | 'festivals-hub'
  | 'article-editor'
  | 'vastu'
  | 'horoscope'
  | 'planet-transits'
  | 'nakshatra'
  | 'zodiac-signs'
  | 'astrologer-apply'
  | 'reports-catalog'
  | 'report-order'
  | 'report-result'
  | 'my-reports'
  | 'coming-soon'

/** Groups routes for default keywords and the "explore" links of coming-soon pages. */
export type RouteSection =
  | 'home'
  | 'info'
  | 'astrologers'
  | 'kundli'
  | 'horoscope'
  | 'panchang'
  | 'tools'
  | 'reports'
  | 'year'
  | 'learn'
  | 'topics'
  | 'blog'
  | 'policy'
  | 'account'
  | 'dashboard'
  | 'consultation'
  | 'payment'
  | 'admin'

export type PolicyId = 'privacy' | 'terms' | 'refund' | 'shipping' | 'delivery' | 'disclaimer' | 'cookies' | 'contact'

export interface RouteEntry {
  /** Path without language prefix, e.g. '/kundli/dasha' or '/rashi/$rashi'. */
  path: string
  /** The title; it, the description and the keywords may name the path's parameters (`{year}`), filled in where shown. */
  title: MessageDescriptor
  /** Meta description; coming-soon pages show it as "what is coming". */
  description: MessageDescriptor
  /** Meta keywords; the section's keywords when left out. */
  keywords?: MessageDescriptor
  access: RouteAccess
  page: PageKey
  section: RouteSection
  /** Served only under these languages' prefixes. */
  languages?: readonly LanguageCode[]
  /** A redirect: the visitor is sent to this path in the same language; `$name` takes the path's parameter (`/year-$year/festivals`). */
  redirectTo?: string
  /** Which policy a 'policy' page shows. */
  policy?: PolicyId
  /** The chart's jyotish terms in this language whatever the page's (/hindi-kundli, /tamil/jathagam). */
  chartLanguage?: LanguageCode
  /** A fixed subject for static routes that stand for a parameter (the Tamil sign pages). */
  subject?: MessageDescriptor
  /** A horoscope page: its period, and the sign when the path fixes one (the Tamil sign pages). */
  horoscope?: { period: HoroscopePagePeriod; sign?: string }
  /** A learn or topic page: the slug of its written text (core/content/ports/guide-library.ts). */
  guide?: LearnSlug | TopicSlug
  /** A topic page's live facts beside the text, computed by the engine (for the route's `$year`, else this year). */
  facts?: TopicFacts
  /** For a path with parameters: the route matches only when this accepts them (otherwise not-found). */
  validParams?: (params: Record<string, string>) => boolean
}

/** What a topic page computes live: a graha's sign changes, the year's eclipses or retrogrades, or festivals' dates and muhurats. */
export type TopicFacts =
  | { kind: 'ingresses'; planet: 'jupiter' | 'rahu' }
  | { kind: 'eclipses'; body: 'sun' | 'moon' }
  | { kind: 'retrogrades' }
  | { kind: 'festivals'; ids: readonly string[]; yearPath?: string }

/** Default keywords per section. */
export const SECTION_KEYWORDS: Record<RouteSection, MessageDescriptor> = {
  home: msg`vedic astrology, free kundli, kundli matching, horoscope, panchang, talk to astrologer`,
  info: msg`vedic astrology, astrologers online, astrology help, jyotish`,
  astrologers: msg`talk to astrologer, online astrologer, astrology consultation, chat with astrologer`,
  kundli: msg`kundli, janam kundli, birth chart, vedic chart, free kundli online`,
  horoscope: msg`horoscope, rashifal, zodiac signs, rashi, astrology predictions`,
  panchang: msg`panchang, muhurat, tithi, nakshatra, auspicious time, hindu calendar`,
  tools: msg`free astrology tools, astrology calculator, vedic astrology, jyotish tools`,
  reports: msg`astrology report, premium kundli report, vedic astrology report, personalised predictions`,
  year: msg({ message: '{year} predictions, horoscope {year}, numerology {year}, festivals {year}' }),
  learn: msg`learn astrology, vedic astrology course, jyotish basics, astrology lessons`,
  topics: msg`vedic astrology, astrology remedies, planetary transits, doshas`,
  blog: msg`astrology blog, planetary transits, astrology articles, vedic astrology news`,
  policy: msg`policy, terms, privacy, refund, astrology platform`,
  account: msg`sign in, create account, astrology account`,
  dashboard: msg`my reports, my bookings, astrology wallet, account dashboard`,
  consultation: msg`astrologer chat, consultation, online astrology chat`,
  payment: msg`astrology payment, wallet recharge, checkout`,
  admin: msg`admin`,
}

function route(section: RouteSection, page: PageKey = 'coming-soon', access: RouteAccess = 'public') {
  return (path: string, title: MessageDescriptor, description: MessageDescriptor, extra: Partial<RouteEntry> = {}): RouteEntry => ({
    path,
    title,
    description,
    access,
    page,
    section,
    ...extra,
  })
}

const ENGLISH_SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces']
/** The Hindi rashi slugs of /hindi/rashi/{rashi}, in zodiac order. */
export const HINDI_RASHI_SLUGS = ['mesh', 'vrishabh', 'mithun', 'kark', 'simha', 'kanya', 'tula', 'vrishchik', 'dhanu', 'makar', 'kumbh', 'meen'] as const
const NAKSHATRA_SLUGS = ['ashwini', 'bharani', 'krittika', 'rohini', 'mrigashira', 'ardra', 'punarvasu', 'pushya', 'ashlesha', 'magha', 'purva-phalguni', 'uttara-phalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha', 'mula', 'purva-ashadha', 'uttara-ashadha', 'shravana', 'dhanishta', 'shatabhisha', 'purva-bhadrapada', 'uttara-bhadrapada', 'revati']
const isNakshatraParam = (params: Record<string, string>) => NAKSHATRA_SLUGS.includes((params.slug ?? '').toLowerCase())
const isSignParam = (params: Record<string, string>) => ENGLISH_SIGNS.includes((params.sign ?? '').toLowerCase())
const isRashiParam = (params: Record<string, string>) => {
  const slug = (params.rashi ?? '').toLowerCase()
  return ENGLISH_SIGNS.includes(slug) || (HINDI_RASHI_SLUGS as readonly string[]).includes(slug)
}

const info = route('info')
const astro = route('astrologers')
const kundli = route('kundli')
const kundliPage = route('kundli', 'kundli')
const kundliBlocks = route('kundli', 'kundli-blocks')
const kundliTool = route('tools', 'kundli-tool')
const brihat = route('kundli', 'brihat-kundli')
const horo = route('horoscope', 'horoscope')
const panchangDay = route('panchang', 'panchang')
const panchangTool = route('panchang', 'panchang-tool')
const muhurat = route('panchang', 'shubh-muhurat')
const festivals = route('panchang', 'festivals')
const tool = route('tools')
const tools = route('tools', 'tools-hub')
const extra = route('panchang', 'shubh-muhurat', 'signed-out-extra')
const year = route('year')
const learn = route('learn')
const topic = route('topics')
const policy = route('policy', 'policy')
const dash = route('dashboard', 'coming-soon', 'signed-in')
const consult = route('consultation', 'coming-soon', 'signed-in')
const pay = route('payment', 'coming-soon', 'signed-in')
const report = route('reports', 'report-order')
const admin = route('admin', 'coming-soon', 'admin')

const tarotTitle = msg`Tarot & Divination`
const tarotDescription = msg`Draw tarot cards and explore other divination methods for guidance on love, career and life questions.`
const toolsTitle = msg`Free Astrology Tools`
const toolsDescription = msg`All our free Vedic astrology tools in one place: kundli, matching, panchang, calculators and more.`
const reportResultDescription = msg`Your report: its progress while it is written, then the report itself.`
const signupTitle = msg`Create Your Account`
const signupDescription = msg`Sign up to save your birth details, recharge your wallet and chat with expert astrologers.`

const isYearParam = (first: number, last: number) => (params: Record<string, string>) =>
  /^\d{4}$/.test(params.year ?? '') && Number(params.year) >= first && Number(params.year) <= last
/** A `$year` the engine answers (1800–2399). */
const isEngineYearParam = isYearParam(KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR)
/** A `$year` of the festival calendar's pages: 1900–2100. */
const isFestivalYearParam = isYearParam(1900, 2100)

/** The public pages, open signed in or out. */
const PUBLIC_ROUTES: RouteEntry[] = [
  route('home', 'home')('/', msg`Vedic Astrology, Free Kundli & Online Astrologers`, msg`Free kundli, kundli matching, daily horoscopes, panchang and chat with expert Vedic astrologers. First 5 minutes of chat free.`),
  route('info', 'faq')('/faq', msg`Frequently Asked Questions`, msg`Answers about consultations, free tools, reports, payments and your account.`),
  route('info', 'about')('/about', msg`About Us`, msg`Who we are: a platform of expert Vedic astrologers serving users across India.`),
  route('info', 'support')('/support', msg`Help & Support`, msg`Get help with your account, wallet, reports or consultations. Our support team is available 24/7.`),
  info('/landing', msg`Discover Vedic Astrology`, msg`A guided introduction to our free tools, expert astrologers and premium reports.`, { page: 'landing' }),

  astro('/astrologers', msg`Talk to Astrologers`, msg`Browse expert astrologers, filter by specialisation, see who is online and start a chat. First 5 minutes free.`, { page: 'astrologers' }),
  astro('/astrologers/apply', msg`Join as an Astrologer`, msg`Apply to consult on our platform: tell us about your practice, languages and rate; our team reviews every application.`, { page: 'astrologer-apply' }),
  astro('/astrologer/$id', msg`Astrologer Profile`, msg`The astrologer's experience, specialities, languages, ratings and reviews, with chat and booking options.`, { page: 'astrologer' }),
  route('payment')('/wallet-recharge', msg`Recharge Wallet`, msg`Add money to your wallet with recharge packages and bonus credit to pay for consultations and reports.`, { page: 'wallet' }),

  tools('/astrology-tools', toolsTitle, toolsDescription),
  tools('/astro-tools', toolsTitle, toolsDescription),
  kundliPage('/kundli', msg`Free Kundli`, msg`Generate your free Janam Kundli: birth chart, planetary positions, houses, nakshatras and Vimshottari dasha.`),
  kundli('/kundli-matching', msg`Kundli Matching`, msg`Free kundli matching for marriage: Ashtakoota guna milan out of 36 points with manglik dosha check for both partners.`, { page: 'matching' }),
  kundli('/match-making', msg`Kundli Matching`, msg`Free kundli matching for marriage: Ashtakoota guna milan out of 36 points with manglik dosha check for both partners.`, { page: 'matching' }),
  panchangDay('/panchang', msg`Today's Panchang`, msg`Daily panchang with tithi, nakshatra, yoga, karana, sunrise, sunset, moonrise and moonset for your location.`),
  route('panchang', 'panchang-month')('/panchang/month', msg`Panchang Calendar`, msg`A month of panchang on one page: tithi, nakshatra, sunrise, sunset and festivals for every day, ready to print.`),
  kundli('/birth-details', msg`Birth Details`, msg`Enter your birth date, time and place once to use them across kundli, horoscope and report pages.`, { page: 'birth-details' }),
  kundli('/chart-test', msg`Chart Preview`, msg`A preview of our North and South Indian chart drawings.`, { page: 'chart-test' }),
  tool('/divination', tarotTitle, tarotDescription, { page: 'divination' }),
  kundliPage('/kundli/north-indian', msg`North Indian Chart`, msg`Your birth chart in the North Indian diamond style, with houses fixed and signs rotating from the ascendant.`),
  kundliPage('/kundli/south-indian', msg`South Indian Chart`, msg`Your birth chart in the South Indian square style, with signs fixed and the ascendant marked.`),
  kundliPage('/kundli/planetary', msg`Planetary Positions`, msg`Longitude, sign, nakshatra, pada, house and dignity of every planet in your birth chart.`),
  kundliPage('/kundli/lagna-rasi', msg`Lagna & Rasi Chart`, msg`Your ascendant (lagna) and moon sign (rasi) charts side by side, with their meaning.`),
  kundliBlocks('/kundli/dasha', msg`Vimshottari Dasha`, msg`Your Vimshottari mahadasha, antardasha and pratyantardasha periods with dates, and the yogini dasha beside them.`),
  route('kundli', 'varshaphal')('/varshaphal', msg`Varshaphal`, msg`Your annual chart (Tajika varshaphal) for any year: the Sun's return, muntha, year lord, mudda dasha and sahams.`),
  kundliBlocks('/kundli/shadbala', msg`Shadbala`, msg`The six strengths of every planet in your chart against what it needs, and the strength of the twelve houses.`),
  kundliBlocks('/kundli/yogas', msg`Yogas in Your Kundli`, msg`The classical yogas your birth chart forms: raja, dhana, mahapurusha, lunar, solar and nabhasa yogas, each explained.`),
  kundliBlocks('/kundli/kp', msg`KP Chart`, msg`Your chart by Krishnamurti Paddhati: Placidus cusps, star, sub and sub-sub lords, house significators and ruling planets.`),
  kundliBlocks('/kundli/ashtakavarga', msg`Ashtakavarga`, msg`The bindus each planet gives to the twelve signs of your chart, the sarvashtakavarga and its reductions.`),

  horo('/horoscopes', msg`Horoscopes`, msg`Daily, weekly, monthly, yearly, love, career and health horoscopes for all twelve signs.`, { horoscope: { period: 'daily' } }),
  horo('/daily-horoscope', msg`Daily Horoscope`, msg`Today's horoscope for every zodiac sign: love, career, health, finances, lucky colour and number.`, { horoscope: { period: 'daily' } }),
  horo('/daily-horoscope/$sign', msg`Daily Horoscope`, msg`Today's horoscope for your sign: love, career, health, finances, lucky colour and lucky number.`, { horoscope: { period: 'daily' }, validParams: isSignParam }),
  horo('/weekly-horoscope', msg`Weekly Horoscope`, msg`This week's horoscope for every zodiac sign.`, { horoscope: { period: 'weekly' } }),
  horo('/weekly-horoscope/$sign', msg`Weekly Horoscope`, msg`This week's horoscope for your sign: love, career, health and finances.`, { horoscope: { period: 'weekly' }, validParams: isSignParam }),
  horo('/monthly-horoscope', msg`Monthly Horoscope`, msg`This month's horoscope for every zodiac sign.`, { horoscope: { period: 'monthly' } }),
  horo('/monthly-horoscope/$sign', msg`Monthly Horoscope`, msg`This month's horoscope for your sign: love, career, health and finances.`, { horoscope: { period: 'monthly' }, validParams: isSignParam }),
  horo('/yearly-horoscope', msg`Yearly Horoscope`, msg`The year ahead for every zodiac sign, month by month.`, { horoscope: { period: 'yearly' } }),
  horo('/yearly-horoscope/$sign', msg`Yearly Horoscope`, msg`The year ahead for your sign: love, career, health and finances.`, { horoscope: { period: 'yearly' }, validParams: isSignParam }),
  horo('/love-horoscope', msg`Love Horoscope`, msg`Love and relationship predictions for every zodiac sign.`, { horoscope: { period: 'love' } }),
  horo('/love-horoscope/$sign', msg`Love Horoscope`, msg`Today's love and relationship prediction for your sign.`, { horoscope: { period: 'love' }, validParams: isSignParam }),
  horo('/career-horoscope', msg`Career Horoscope`, msg`Career, job and business predictions for every zodiac sign.`, { horoscope: { period: 'career' } }),
  horo('/career-horoscope/$sign', msg`Career Horoscope`, msg`Today's career, job and business prediction for your sign.`, { horoscope: { period: 'career' }, validParams: isSignParam }),
  horo('/health-horoscope', msg`Health Horoscope`, msg`Health and well-being predictions for every zodiac sign.`, { horoscope: { period: 'health' } }),
  horo('/health-horoscope/$sign', msg`Health Horoscope`, msg`Today's health and well-being prediction for your sign.`, { horoscope: { period: 'health' }, validParams: isSignParam }),
  horo('/rashi/$rashi', msg`Rashi`, msg`Everything about this rashi: nature, ruling planet, strengths, compatibility and today's horoscope.`, { horoscope: { period: 'daily' }, validParams: isRashiParam }),

  muhurat('/shubh-muhurat', msg`Shubh Muhurat`, msg`Auspicious dates and times for marriage, griha pravesh, vehicle and property purchase, business and travel.`),
  panchangTool('/choghadiya', msg`Choghadiya`, msg`Today's day and night choghadiya: good, neutral and bad periods for starting new work.`),
  panchangTool('/rahu-kaal', msg`Rahu Kaal`, msg`Today's Rahu Kaal, Yamaganda and Gulika timings for your city.`),
  festivals('/hindu-festivals', msg`Hindu Festivals`, msg`The Hindu festival calendar with dates, tithis and puja muhurat.`),
  panchangTool('/hora-timings', msg`Hora Timings`, msg`The 24 planetary horas from sunrise to next sunrise and what each is good for.`),
  panchangTool('/abhijit-muhurat', msg`Abhijit Muhurat`, msg`Today's Abhijit Muhurat, the most auspicious window around midday.`),
  panchangTool('/brahma-muhurat', msg`Brahma Muhurat`, msg`Today's Brahma Muhurat before sunrise, ideal for meditation and study.`),
  kundliTool('/lagna-calculator', msg`Lagna Calculator`, msg`Find your ascendant (lagna) from your birth date, time and place.`),
  kundliTool('/moon-sign-checker', msg`Moon Sign Checker`, msg`Find your moon sign (rashi) from your birth details.`),
  kundliTool('/nakshatra-finder', msg`Nakshatra Finder`, msg`Find your birth nakshatra and pada, with its deity, ruling planet and traits.`),
  tool('/dosham-detector', msg`Dosham Detector`, msg`Check your chart for Manglik, Kaal Sarp and other doshas, with cancellations and remedies.`, { page: 'dosham-detector' }),
  tool('/lucky-numbers', msg`Lucky Numbers`, msg`Your lucky numbers, days and colours from numerology and your birth chart.`, { page: 'lucky-numbers' }),
  tool('/baby-naming', msg`Baby Name Generator`, msg`Auspicious baby names by nakshatra syllable, with meanings.`, { page: 'baby-naming' }),
  kundliTool('/dasha-calculator', msg`Dasha Calculator`, msg`Calculate your Vimshottari dasha periods from your birth details.`),
  brihat('/brihat-kundli', msg`Brihat Kundli`, msg`A detailed kundli with divisional charts, dashas, yogas and predictions.`),
  brihat('/brihat-kundli-results', msg`Brihat Kundli Results`, msg`Your detailed Brihat Kundli results.`),
  tool('/lal-kitab', msg`Lal Kitab`, msg`Your Lal Kitab chart, debts (rin) and simple remedies.`, { page: 'lal-kitab' }),
  tool('/sade-sati', msg`Sade Sati`, msg`Check whether Saturn's Sade Sati is running for your moon sign, its phases and remedies.`, { page: 'sade-sati' }),
  tool('/sade-sati-calculator', msg`Sade Sati Calculator`, msg`Calculate the start and end dates of every Sade Sati in your life.`, { page: 'sade-sati' }),
  tool('/love-compatibility', msg`Love Compatibility`, msg`How compatible are you? Zodiac love compatibility for any two signs.`, { page: 'love-compatibility' }),
  tool('/numerology', msg`Numerology`, msg`Your life path, destiny and name numbers with their meaning.`, { page: 'numerology' }),
  tool('/palmistry', msg`Palmistry`, msg`Learn to read the lines, mounts and shapes of your palm.`, { page: 'palmistry' }),
  tool('/vastu', msg`Vastu Shastra`, msg`Vastu tips for home and office: directions, rooms and simple remedies.`, { page: 'vastu' }),
  tool('/gemstones', msg`Gemstone Recommendation`, msg`Which gemstone suits you, from your birth chart, with wearing guidelines.`, { page: 'gemstones' }),
  tool('/marriage-astrology', msg`Marriage Astrology`, msg`Marriage timing, spouse traits and married life from your birth chart.`, { page: 'marriage-astrology' }),
  kundliPage('/hindi-kundli', msg`Hindi Kundli`, msg`Your free Janam Kundli in Hindi.`, { chartLanguage: 'hi' }),

  // Remedies, festivals and spirituality show the tools listing; planet-transits and zodiac-signs are
  // real pages.
  tools('/remedies', msg`Astrology Remedies`, msg`Remedies for planetary afflictions: mantras, gemstones, fasting and charity, and the tools to find yours.`, { page: 'topic', guide: 'remedies' }),
  horo('/planet-transits', msg`Planet Transits`, msg`Where every planet is today in the sidereal zodiac, its next sign change and this year's retrograde periods.`, { page: 'planet-transits' }),
  horo('/zodiac-signs', msg`Zodiac Signs`, msg`The twelve rashis: their element, nature, ruling planet and character, with each sign's horoscope.`, { page: 'zodiac-signs' }),
  tools('/festivals', msg`Festivals`, msg`Hindu festivals and the panchang tools to plan them.`, { page: 'festivals-hub' }),
  tools('/spirituality', msg`Spirituality`, msg`Spiritual practices, muhurats and tools for your spiritual growth.`, { page: 'topic', guide: 'spirituality' }),

  // Pages the spec lists as signed-out-only extras, served to everyone.
  extra('/shubh-muhurat/marriage', msg`Marriage Muhurat`, msg`Auspicious dates and times for marriage this year.`),
  extra('/shubh-muhurat/griha-pravesh', msg`Griha Pravesh Muhurat`, msg`Auspicious dates for entering a new home.`),
  extra('/shubh-muhurat/vehicle-purchase', msg`Vehicle Purchase Muhurat`, msg`Auspicious dates for buying a vehicle.`),
  extra('/shubh-muhurat/property-purchase', msg`Property Purchase Muhurat`, msg`Auspicious dates for buying land or property.`),
  extra('/shubh-muhurat/business-launch', msg`Business Launch Muhurat`, msg`Auspicious dates for starting a business or opening a shop.`),
  extra('/shubh-muhurat/journey-start', msg`Journey Muhurat`, msg`Auspicious dates and times to start a journey.`),
  route('astrologers', 'packages', 'signed-out-extra')('/packages/$astrologerId', msg`Consultation Packages`, msg`Chat packages with this astrologer: 20 minutes at 15% off the per-minute rate.`),
  route('payment', 'payment-result', 'signed-out-extra')('/payment/success', msg`Payment Successful`, msg`Your payment went through. Your wallet and bookings are updated.`),
  route('payment', 'payment-result', 'signed-out-extra')('/payment/failure', msg`Payment Failed`, msg`Your payment did not go through. No money was taken; you can try again.`),

  // The year pages of any year the engine answers (the menus and the sitemap offer 2025 to next year:
  // ui/app/site-years.ts); the festival calendar's years are fewer. Their texts name the path's {year}.
  year('/year-{$year}/horoscope', msg({ message: 'Horoscope {year}' }), msg({ message: 'Your {year} horoscope: the year ahead for love, career, health and money.' }), { page: 'horoscope', horoscope: { period: 'yearly' }, validParams: isEngineYearParam }),
  year('/year-{$year}/numerology', msg({ message: 'Numerology {year}' }), msg({ message: 'What {year} holds for your numerology numbers.' }), { page: 'numerology-year', validParams: isEngineYearParam }),
  year('/year-{$year}/tarot', msg({ message: 'Tarot {year}' }), msg({ message: 'Tarot cards for each month of {year}.' }), { page: 'tarot-year', validParams: isEngineYearParam }),
  year('/year-{$year}/festivals', msg({ message: 'Festivals {year}' }), msg({ message: 'All Hindu festivals of {year} with dates and muhurat.' }), { page: 'festivals', validParams: isFestivalYearParam }),
  year('/horoscope-{$year}', msg({ message: 'Horoscope {year}' }), msg({ message: 'Your {year} horoscope: the year ahead for love, career, health and money.' }), { redirectTo: '/year-$year/horoscope', validParams: isEngineYearParam }),
  year('/numerology-{$year}', msg({ message: 'Numerology {year}' }), msg({ message: 'What {year} holds for your numerology numbers.' }), { redirectTo: '/year-$year/numerology', validParams: isEngineYearParam }),
  year('/tarot-{$year}', msg({ message: 'Tarot {year}' }), msg({ message: 'Tarot cards for each month of {year}.' }), { redirectTo: '/year-$year/tarot', validParams: isEngineYearParam }),
  year('/festivals-{$year}', msg({ message: 'Festivals {year}' }), msg({ message: 'All Hindu festivals of {year} with dates and muhurat.' }), { redirectTo: '/year-$year/festivals', validParams: isFestivalYearParam }),

  learn('/learn-astrology/basics', msg`Astrology Basics`, msg`Signs, houses and planets: the building blocks of Vedic astrology.`, { page: 'learn', guide: 'learn-basics' }),
  learn('/learn-astrology/birth-chart', msg`Reading a Birth Chart`, msg`How to read a kundli step by step: ascendant, houses, lords and aspects.`, { page: 'learn', guide: 'learn-birth-chart' }),
  learn('/learn-astrology/planets', msg`The Nine Planets`, msg`The navagrahas: their nature, significations, friendships and dignities.`, { page: 'learn', guide: 'learn-planets' }),
  learn('/learn-astrology/nakshatras', msg`The 27 Nakshatras`, msg`The lunar mansions: their deities, rulers, symbols and qualities.`, { page: 'learn', guide: 'learn-nakshatras' }),
  learn('/learn-astrology/doshas', msg`Doshas Explained`, msg`Manglik, Kaal Sarp, Pitra and other doshas: what they are and when they cancel.`, { page: 'learn', guide: 'learn-doshas' }),
  learn('/learn-astrology/muhurta', msg`Muhurta: Electional Astrology`, msg`How auspicious times are chosen from tithi, nakshatra, yoga and lagna.`, { page: 'learn', guide: 'learn-muhurta' }),
  learn('/learn-astrology/advanced', msg`Advanced Astrology`, msg`Divisional charts, ashtakavarga, yogas and dasha interpretation.`, { page: 'learn', guide: 'learn-advanced' }),
  learn('/nakshatras/$slug', msg`Nakshatra`, msg`This nakshatra's deity, ruling planet, symbol, traits and compatible nakshatras.`, { page: 'nakshatra', validParams: isNakshatraParam }),
  learn('/articles/dasha-periods-guide', msg`A Guide to Dasha Periods`, msg`How the Vimshottari dasha system times events in life, with examples.`, { page: 'learn', guide: 'dasha-periods-guide' }),

  topic('/topics/marriage-prediction', msg`Marriage Prediction`, msg`When will you marry, and how will married life be? What your chart says.`, { page: 'topic', guide: 'topic-marriage-prediction' }),
  topic('/topics/career-astrology', msg`Career Astrology`, msg`The right career for you from your 10th house, its lord and the dashas.`, { page: 'topic', guide: 'topic-career-astrology' }),
  topic('/topics/health-astrology', msg`Health Astrology`, msg`What your birth chart says about health, and when to take care.`, { page: 'topic', guide: 'topic-health-astrology' }),
  topic('/topics/love-compatibility', msg`Love Compatibility`, msg`How the stars shape love and attraction between two people.`, { page: 'topic', guide: 'topic-love-compatibility' }),
  topic('/topics/lucky-numbers', msg`Lucky Numbers`, msg`How lucky numbers are found and how to use them.`, { page: 'topic', guide: 'topic-lucky-numbers' }),
  topic('/topics/baby-names', msg`Baby Names by Nakshatra`, msg`Choosing an auspicious name from the birth nakshatra's syllables.`, { page: 'topic', guide: 'topic-baby-names' }),
  topic('/topics/sade-sati', msg`Sade Sati`, msg`Saturn's seven-and-a-half-year transit over the moon: phases, effects and remedies.`, { page: 'topic', guide: 'topic-sade-sati' }),
  topic('/topics/mangal-dosha', msg`Mangal Dosha`, msg`Manglik dosha: how it forms, when it cancels, and its effect on marriage.`, { page: 'topic', guide: 'topic-mangal-dosha' }),
  topic('/topics/kaal-sarp-dosha', msg`Kaal Sarp Dosha`, msg`All planets between Rahu and Ketu: the twelve types and their remedies.`, { page: 'topic', guide: 'topic-kaal-sarp-dosha' }),
  topic('/topics/pitra-dosha', msg`Pitra Dosha`, msg`Ancestral affliction in the chart: signs, causes and remedies.`, { page: 'topic', guide: 'topic-pitra-dosha' }),
  topic('/topics/shani-mahadasha', msg`Shani Mahadasha`, msg`Saturn's 19-year period: what to expect and how to make the most of it.`, { page: 'topic', guide: 'topic-shani-mahadasha' }),
  topic('/topics/jupiter-transit', msg`Jupiter Transit`, msg`Jupiter's transit through the signs and its effect on each moon sign.`, { page: 'topic', guide: 'topic-jupiter-transit', facts: { kind: 'ingresses', planet: 'jupiter' } }),
  topic('/topics/rahu-ketu-transit', msg`Rahu Ketu Transit`, msg`The nodes' transit and its effect on each moon sign.`, { page: 'topic', guide: 'topic-rahu-ketu-transit', facts: { kind: 'ingresses', planet: 'rahu' } }),
  topic('/topics/solar-eclipse-effects', msg`Solar Eclipse Effects`, msg`Solar eclipses: dates, visibility, sutak and effects on each sign.`, { page: 'topic', guide: 'topic-solar-eclipse-effects', facts: { kind: 'eclipses', body: 'sun' } }),
  topic('/topics/lunar-eclipse-effects', msg`Lunar Eclipse Effects`, msg`Lunar eclipses: dates, visibility, sutak and effects on each sign.`, { page: 'topic', guide: 'topic-lunar-eclipse-effects', facts: { kind: 'eclipses', body: 'moon' } }),
  topic('/topics/retrograde-planets', msg`Retrograde Planets`, msg`What retrograde planets mean in a birth chart and in transit.`, { page: 'topic', guide: 'topic-retrograde-planets', facts: { kind: 'retrogrades' } }),
  // The festival topics of any year of the festival calendar; their texts name the path's {year}.
  topic('/topics/navratri-{$year}', msg({ message: 'Navratri {year}' }), msg({ message: 'Navratri {year} dates, ghatasthapana muhurat and the nine forms of the goddess.' }), { page: 'topic', guide: 'topic-navratri', facts: { kind: 'festivals', ids: ['sharad-navratri', 'durga-ashtami', 'dussehra', 'chaitra-navratri', 'ram-navami'], yearPath: '/topics/navratri-$year' }, validParams: isFestivalYearParam }),
  topic('/topics/diwali-{$year}-muhurat', msg({ message: 'Diwali {year} Muhurat' }), msg({ message: 'Diwali {year} Lakshmi puja muhurat and the five days of the festival.' }), { page: 'topic', guide: 'topic-diwali-muhurat', facts: { kind: 'festivals', ids: ['dhanteras', 'narak-chaturdashi', 'diwali', 'govardhan-puja', 'bhai-dooj'], yearPath: '/topics/diwali-$year-muhurat' }, validParams: isFestivalYearParam }),
  topic('/topics/holi-{$year}-date', msg({ message: 'Holi {year} Date' }), msg({ message: 'Holi {year} date and Holika Dahan muhurat.' }), { page: 'topic', guide: 'topic-holi', facts: { kind: 'festivals', ids: ['holika-dahan', 'holi'], yearPath: '/topics/holi-$year-date' }, validParams: isFestivalYearParam }),
  topic('/topics/karva-chauth-{$year}', msg({ message: 'Karva Chauth {year}' }), msg({ message: 'Karva Chauth {year} date, moonrise time and puja muhurat.' }), { page: 'topic', guide: 'topic-karva-chauth', facts: { kind: 'festivals', ids: ['karva-chauth'], yearPath: '/topics/karva-chauth-$year' }, validParams: isFestivalYearParam }),
  topic('/love-marriage-astrology', msg`Love & Marriage Astrology`, msg`Love, relationships and marriage through Vedic astrology.`, { page: 'topic', guide: 'topic-love-marriage-astrology' }),
  topic('/career-business-astrology', msg`Career & Business Astrology`, msg`Career choices, job changes and business success through Vedic astrology.`, { page: 'topic', guide: 'topic-career-business-astrology' }),
  topic('/health-medical-astrology', msg`Health & Medical Astrology`, msg`Health tendencies and healing times through Vedic astrology.`, { page: 'topic', guide: 'topic-health-medical-astrology' }),
  topic('/wealth-finance-astrology', msg`Wealth & Finance Astrology`, msg`Money, investments and prosperity through Vedic astrology.`, { page: 'topic', guide: 'topic-wealth-finance-astrology' }),
  topic('/spiritual-growth-astrology', msg`Spiritual Growth Astrology`, msg`Your spiritual path, moksha houses and practices through Vedic astrology.`, { page: 'topic', guide: 'topic-spiritual-growth-astrology' }),
  topic('/children-progeny-astrology', msg`Children & Progeny Astrology`, msg`Childbirth timing and children's well-being through Vedic astrology.`, { page: 'topic', guide: 'topic-children-progeny-astrology' }),

  route('blog', 'blog-list')('/blog', msg`Astrology Blog`, msg`Articles on planetary transits, conjunctions, eclipses, retrogrades and festivals.`),
  route('blog', 'blog-article')('/blog/$slug', msg`Astrology Blog`, msg`An article from our astrology blog.`),
  route('blog', 'blog-article')('/article/$id', msg`Astrology Blog`, msg`An article from our astrology blog.`),

  policy('/privacy-policy', msg`Privacy Policy`, msg`How we collect, use and protect your personal data and birth details.`, { policy: 'privacy' }),
  policy('/terms-of-service', msg`Terms of Service`, msg`The terms that govern your use of our website, consultations and reports.`, { policy: 'terms' }),
  policy('/refund-policy', msg`Refund Policy`, msg`When and how wallet balances, consultations and reports are refunded.`, { policy: 'refund' }),
  policy('/shipping-policy', msg`Shipping Policy`, msg`How our digital services and reports are delivered.`, { policy: 'shipping' }),
  policy('/delivery-policy', msg`Delivery Policy`, msg`Delivery times for consultations, reports and wallet credit.`, { policy: 'delivery' }),
  policy('/disclaimer', msg`Disclaimer`, msg`Astrology offers guidance, not certainty: please read our disclaimer.`, { policy: 'disclaimer' }),
  policy('/cookie-policy', msg`Cookie Policy`, msg`Which cookies and browser storage we use, and why.`, { policy: 'cookies' }),
  policy('/contact', msg`Contact Us`, msg`Reach our support team by email or through the help page, 24/7.`, { policy: 'contact' }),

  route('account', 'login')('/login', msg`Sign In`, msg`Sign in to your account to chat with astrologers, see your reports and manage your wallet.`),
  route('account', 'login')('/auth-login', msg`Sign In`, msg`Sign in to your account to chat with astrologers, see your reports and manage your wallet.`),
  route('account', 'signup')('/signup', signupTitle, signupDescription),
  route('account', 'reset-pin')('/reset-pin', msg`Reset Your Password`, msg`Get a 6-digit PIN by email and choose a new password.`),
  route('account', 'auth-success')('/auth-success', msg`Signed In`, msg`You are signed in.`),
  route('reports', 'reports-catalog')('/report', msg`Reports`, msg`Our premium astrology reports, from ₹499.`),
  // Public: a visitor types the question first and signs up or in only to send it.
  route('consultation', 'questions')('/ask-a-question', msg`Ask a Free Question`, msg`One question, answered in writing by an astrologer from your chart, free.`),
]

/** Pages only for signed-in users. */
const SIGNED_IN_ROUTES: RouteEntry[] = [
  route('dashboard', 'dashboard', 'signed-in')('/dashboard', msg`My Dashboard`, msg`Your reports, bookings, chat history and wallet at a glance.`),
  dash('/dashboard/reports', msg`My Reports`, msg`Every report you have ordered, ready to read or download.`, { page: 'my-reports' }),
  dash('/dashboard/bookings', msg`My Bookings`, msg`Your upcoming and past consultations.`, { page: 'bookings' }),
  dash('/dashboard/chat', msg`Chat History`, msg`Your past chats with astrologers.`, { page: 'consultations' }),
  dash('/dashboard/wallet', msg`My Wallet`, msg`Your balance and every transaction, with recharge options.`, { page: 'wallet' }),
  route('dashboard', 'profile', 'signed-in')('/profile', msg`My Profile`, msg`Your name, email, birth details and preferences.`),
  consult('/consultations', msg`Consultations`, msg`Your consultations as a customer or an astrologer, with their status and bill.`, { page: 'consultations' }),
  pay('/checkout', msg`Checkout`, msg`Review your order and pay securely.`, { page: 'checkout' }),
  consult('/chat/$id', msg`Chat`, msg`Your live chat with the astrologer, billed per minute after the free minutes.`, { page: 'chat' }),
  consult('/call/$id', msg`Call`, msg`Your voice call with the astrologer, billed per minute from the moment it connects.`, { page: 'call' }),
  consult('/clean-chat/$id', msg`Chat`, msg`A distraction-free view of your chat with the astrologer.`, { page: 'chat' }),
  consult('/multi-chat', msg`Multi Chat`, msg`Handle several consultations at once.`, { page: 'multi-chat' }),
  pay('/packages', msg`Consultation Packages`, msg`Chat packages: 20 minutes at 15% off the per-minute rate.`, { page: 'packages' }),
  pay('/payment', msg`Payment`, msg`Pay for your consultation package or wallet recharge.`, { page: 'payment' }),
  pay('/payment-success', msg`Payment Successful`, msg`Your payment went through. Your wallet and bookings are updated.`, { page: 'payment-result' }),
  pay('/payment-failure', msg`Payment Failed`, msg`Your payment did not go through. No money was taken; you can try again.`, { page: 'payment-result' }),
  consult('/astrologer-dashboard', msg`Astrologer Dashboard`, msg`Incoming chat requests, your availability, earnings and reviews.`, { page: 'astrologer-dashboard' }),
  consult('/astrologer-dashboard/questions', msg`Customers' Questions`, msg`Free questions and their answers.`, { page: 'questions' }),
  consult('/astrologer-profile', msg`Astrologer Profile Settings`, msg`Your public profile: bio, specialities, languages and per-minute rate.`, { page: 'astrologer-settings' }),

  report('/reports/career', msg`Career Report`, msg`A personalised career report: suitable fields, timing of changes and growth periods.`),
  report('/reports/marriage', msg`Marriage Report`, msg`A personalised marriage report: timing, partner traits and married life.`),
  report('/reports/child', msg`Child Report`, msg`A personalised report on childbirth timing and your children's well-being.`),
  report('/reports/premium', msg`Premium Report`, msg`Our premium report: a 12-month forecast of love, career, health and money from your chart.`),
  report('/reports/life', msg`Life Report`, msg`The complete life report in 82 sections, from personality to remedies.`),
  report('/reports/super-horoscope', msg`Super Horoscope`, msg`A super-detailed horoscope combining kundli, dashas, transits and yogas.`),
  report('/reports/yearly', msg`Yearly Forecast`, msg`Your next twelve months, month by month, from transits over your chart and your running dashas.`),
  // Each report is read under its own type's page; the super horoscope's address was once every
  // report's, and its page moves a report of another type to that type's address.
  report('/reports/super-horoscope/results/$reportId', msg`Super Horoscope Results`, msg`The results of your super horoscope report.`, { page: 'report-result' }),
  report('/reports/premium/results/$reportId', msg`Premium Report`, reportResultDescription, { page: 'report-result' }),
  report('/reports/career/results/$reportId', msg`Career Report`, reportResultDescription, { page: 'report-result' }),
  report('/reports/marriage/results/$reportId', msg`Marriage Report`, reportResultDescription, { page: 'report-result' }),
  report('/reports/child/results/$reportId', msg`Child Report`, reportResultDescription, { page: 'report-result' }),
  report('/reports/life/results/$reportId', msg`Life Report`, reportResultDescription, { page: 'report-result' }),
  report('/reports/yearly/results/$reportId', msg`Yearly Forecast`, reportResultDescription, { page: 'report-result' }),
  report('/premium-report', msg`Premium Report`, msg`Our premium report: a 12-month forecast of love, career, health and money from your chart.`, { redirectTo: '/reports/premium' }),
  report('/premium-reports', msg`Premium Report`, msg`Our premium report: a 12-month forecast of love, career, health and money from your chart.`, { redirectTo: '/reports/premium' }),
  report('/career-report', msg`Career Report`, msg`A personalised career report: suitable fields, timing of changes and growth periods.`, { redirectTo: '/reports/career' }),
  report('/marriage-report', msg`Marriage Report`, msg`A personalised marriage report: timing, partner traits and married life.`, { redirectTo: '/reports/marriage' }),
  report('/child-report', msg`Child Report`, msg`A personalised report on childbirth timing and your children's well-being.`, { redirectTo: '/reports/child' }),
  report('/life-report', msg`Life Report`, msg`The complete life report in 82 sections, from personality to remedies.`, { redirectTo: '/reports/life' }),
]

/** Admin-only pages. */
const ADMIN_ROUTES: RouteEntry[] = [
  route('admin', 'admin-dashboard', 'admin')('/admin-dashboard', msg`Admin Dashboard`, msg`Platform administration: users, mail outbox, articles and settings.`),
  route('admin', 'admin-dashboard', 'admin')('/admin', msg`Admin Dashboard`, msg`Platform administration: users, mail outbox, articles and settings.`),
  route('admin', 'article-editor', 'admin')('/admin/articles', msg`Manage Articles`, msg`Write, edit and publish blog articles in every language.`),
  admin('/admin-articles', msg`Manage Articles`, msg`Write, edit and publish blog articles in every language.`, { redirectTo: '/admin/articles' }),
  route('admin', 'questions', 'admin')('/admin/questions', msg`Customers' Questions`, msg`Free questions and their answers.`),
  route('admin', 'admin-settings', 'admin')('/admin/settings', msg`Platform Settings`, msg`Report prices, chat minutes, commission, analytics per host and feature switches.`),
  route('admin', 'admin-responses', 'admin')('/admin/responses', msg`Form Responses`, msg`Messages and requests submitted by visitors.`),
]

/** The twelve Tamil sign names, with the English sign each stands for. */
const TAMIL_SIGNS = [
  { slug: 'mesham', sign: 'aries', name: msg`Mesham` },
  { slug: 'rishabam', sign: 'taurus', name: msg`Rishabam` },
  { slug: 'mithunam', sign: 'gemini', name: msg`Mithunam` },
  { slug: 'karkatakam', sign: 'cancer', name: msg`Karkatakam` },
  { slug: 'simham', sign: 'leo', name: msg`Simham` },
  { slug: 'kanyaa', sign: 'virgo', name: msg`Kanyaa` },
  { slug: 'tulaam', sign: 'libra', name: msg`Tulaam` },
  { slug: 'vrischikam', sign: 'scorpio', name: msg`Vrischikam` },
  { slug: 'dhanusu', sign: 'sagittarius', name: msg`Dhanusu` },
  { slug: 'makaram', sign: 'capricorn', name: msg`Makaram` },
  { slug: 'kumbham', sign: 'aquarius', name: msg`Kumbham` },
  { slug: 'meenam', sign: 'pisces', name: msg`Meenam` },
] as const

const TAMIL_PERIODS = [
  { period: 'daily', title: msg`Daily Rasi Palan`, description: msg`Today's rasi palan for this sign: love, career, health and finances.` },
  { period: 'weekly', title: msg`Weekly Rasi Palan`, description: msg`This week's rasi palan for this sign.` },
  { period: 'monthly', title: msg`Monthly Rasi Palan`, description: msg`This month's rasi palan for this sign.` },
] as const

/** Pages of some languages only: Hindi register and tarot-reading; Tamil jathagam and the 36 sign pages. */
const LANGUAGE_ROUTES: RouteEntry[] = [
  route('account', 'signup')('/register', signupTitle, signupDescription, { languages: ['hi'] }),
  tool('/tarot-reading', tarotTitle, tarotDescription, { page: 'divination', languages: ['hi'] }),
  kundliPage('/jathagam', msg`Jathagam`, msg`Your free jathagam (birth chart) in Tamil, with planetary positions and dasha.`, { languages: ['ta'], chartLanguage: 'ta' }),
  ...TAMIL_SIGNS.flatMap((sign) =>
    TAMIL_PERIODS.map((p) => horo(`/${sign.slug}/${p.period}`, p.title, p.description, { languages: ['ta'], subject: sign.name, horoscope: { period: p.period, sign: sign.sign } })),
  ),
]

export const ROUTE_TABLE: readonly RouteEntry[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...ADMIN_ROUTES, ...LANGUAGE_ROUTES]

/** The home page's entry: its metadata also serves unknown paths. */
export const HOME_ROUTE: RouteEntry = ROUTE_TABLE.find((r) => r.path === '/')!
