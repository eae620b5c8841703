import type { DependencyContainer } from 'tsyringe'
import { DomainError } from '../core/errors'
import { errorAnswer } from '../adapters/http/error-mapper'
import { HeavyComputation } from '../core/ports/heavy-computation'
import { GenerateKundli } from '../core/use-cases/generate-kundli'
import { GetArticle } from '../core/use-cases/get-article'
import { GetAstrologerProfile } from '../core/use-cases/astrologer-get-profile'
import { GetPanchang } from '../core/use-cases/get-panchang'
import { GetPanchangToday } from '../core/use-cases/get-panchang-today'
import { GetPlatformStats } from '../core/use-cases/get-platform-stats'
import { ListArticles } from '../core/use-cases/list-articles'
import { ListAstrologers } from '../core/use-cases/list-astrologers'
import { ListAstrologerReviews } from '../core/use-cases/list-astrologer-reviews'
import { ListRechargePackages } from '../core/use-cases/list-recharge-packages'
import { MatchKundlis } from '../core/use-cases/match-kundlis'
import { GetDoshas } from '../core/use-cases/get-doshas'
import { GetSadeSati } from '../core/use-cases/get-sade-sati'
import { GetTransits } from '../core/use-cases/get-transits'
import { ListIngresses } from '../core/use-cases/list-ingresses'
import { GetLalKitab } from '../core/use-cases/get-lal-kitab'
import { GetMarriageAstrology } from '../core/use-cases/get-marriage-astrology'
import { GetNumerology } from '../core/use-cases/get-numerology'
import { GetNumerologyYear } from '../core/use-cases/get-numerology-year'
import { GetLuckyNumbers } from '../core/use-cases/get-lucky-numbers'
import { FindBabyNames } from '../core/use-cases/find-baby-names'
import { ListNameSyllables } from '../core/use-cases/list-name-syllables'
import { GetGemstones } from '../core/use-cases/get-gemstones'
import { DrawTarot } from '../core/use-cases/draw-tarot'
import { GetTarotYear } from '../core/use-cases/get-tarot-year'
import { GetLoveCompatibility } from '../core/use-cases/get-love-compatibility'
import { GetGuide } from '../core/use-cases/get-guide'
import { GetHoroscope } from '../core/use-cases/get-horoscope'
import { GetNakshatra } from '../core/use-cases/get-nakshatra'
import { ListZodiacSigns } from '../core/use-cases/list-zodiac-signs'
import { ReadReports } from '../core/use-cases/read-reports'
import { GetPlatformTerms } from '../core/use-cases/get-platform-terms'

type Query = Record<string, string>
type Read = (query: Query, params: string[]) => Promise<unknown>

/**
 * The public reads a page may need while it renders on the server, answered by the core use cases in
 * process (ARCHITECTURE.md "Rendering": a page never fetches from its own server over HTTP). Paths and
 * answers are those of the HTTP API, so the UI's services work unchanged on both sides and the data the
 * browser hydrates is byte for byte what it would have fetched.
 */
function readTable(c: DependencyContainer): Array<[RegExp, Read]> {
  return [
    [/^\/api\/astrologers$/, (q) => c.resolve(ListAstrologers).execute({ lang: q.lang })],
    [/^\/api\/astrologers\/([^/]+)$/, (q, [id]) => c.resolve(GetAstrologerProfile).execute({ idOrSlug: id!, lang: q.lang })],
    [/^\/api\/astrologers\/([^/]+)\/reviews$/, (q, [id]) => c.resolve(ListAstrologerReviews).execute({ idOrSlug: id!, query: q })],
    [/^\/api\/articles$/, (q) => c.resolve(ListArticles).execute({ lang: q.lang })],
    [/^\/api\/articles\/([^/]+)$/, (q, [id]) => c.resolve(GetArticle).execute({ idOrSlug: id!, lang: q.lang })],
    [/^\/api\/stats$/, () => c.resolve(GetPlatformStats).execute()],
    [/^\/api\/wallet\/packages$/, () => c.resolve(ListRechargePackages).execute()],
    [/^\/api\/kundli$/, (q) => c.resolve(GenerateKundli).execute(q)],
    [/^\/api\/panchang\/today$/, () => c.resolve(GetPanchangToday).execute()],
    [/^\/api\/panchang\/month$/, (q) => c.resolve<HeavyComputation>(HeavyComputation).run('panchangMonth', q)],
    [/^\/api\/panchang$/, (q) => c.resolve(GetPanchang).execute(q)],
    [/^\/api\/festivals$/, (q) => c.resolve<HeavyComputation>(HeavyComputation).run('festivals', q)],
    [/^\/api\/muhurat$/, (q) => c.resolve<HeavyComputation>(HeavyComputation).run('muhurat', q)],
    [/^\/api\/matching$/, (q) => c.resolve(MatchKundlis).execute(q)],
    [/^\/api\/doshas$/, (q) => c.resolve(GetDoshas).execute(q)],
    [/^\/api\/sade-sati$/, (q) => c.resolve(GetSadeSati).execute(q)],
    [/^\/api\/transits$/, (q) => c.resolve(GetTransits).execute(q)],
    [/^\/api\/ingresses$/, (q) => c.resolve(ListIngresses).execute(q)],
    [/^\/api\/lal-kitab$/, (q) => c.resolve(GetLalKitab).execute(q)],
    [/^\/api\/marriage-astrology$/, (q) => c.resolve(GetMarriageAstrology).execute(q)],
    [/^\/api\/numerology$/, (q) => c.resolve(GetNumerology).execute(q)],
    [/^\/api\/numerology\/year$/, (q) => c.resolve(GetNumerologyYear).execute(q)],
    [/^\/api\/lucky-numbers$/, (q) => c.resolve(GetLuckyNumbers).execute(q)],
    [/^\/api\/baby-names$/, (q) => c.resolve(FindBabyNames).execute(q)],
    [/^\/api\/baby-names\/syllables$/, (q) => c.resolve(ListNameSyllables).execute(q)],
    [/^\/api\/gemstones$/, (q) => c.resolve(GetGemstones).execute(q)],
    [/^\/api\/tarot\/draw$/, (q) => c.resolve(DrawTarot).execute(q)],
    [/^\/api\/tarot\/year$/, (q) => c.resolve(GetTarotYear).execute(q)],
    [/^\/api\/love-compatibility$/, (q) => c.resolve(GetLoveCompatibility).execute(q)],
    [/^\/api\/guides\/([^/]+)$/, (q, [slug]) => c.resolve(GetGuide).execute({ slug, lang: q.lang })],
    [/^\/api\/zodiac-signs$/, (q) => c.resolve(ListZodiacSigns).execute(q)],
    [/^\/api\/nakshatras\/([^/]+)$/, (q, [slug]) => c.resolve(GetNakshatra).execute({ slug, lang: q.lang })],
    [/^\/api\/platform-terms$/, () => c.resolve(GetPlatformTerms).execute()],
    [/^\/api\/reports\/catalog$/, (q) => c.resolve(ReadReports).catalog(q.lang)],
    [/^\/api\/reports\/samples\/([^/]+)$/, (q, [type]) => c.resolve(ReadReports).sample(type, q.lang)],
    [/^\/api\/horoscope\/([^/]+)\/([^/]+)$/, (q, [period, sign]) => c.resolve(GetHoroscope).execute({ period, sign, date: q.date, lang: q.lang })],
  ]
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A domain error exactly as the HTTP adapter answers it. */
function errorResponse(error: DomainError): Response {
  const answer = errorAnswer(error)
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } })
}

/**
 * A `fetch` for the UI's services during server rendering: GETs of the table above run in process;
 * anything else (a write, a signed-in read) is not something a page does while it renders: 501.
 */
export function createInProcessFetch(container: DependencyContainer): (input: string, init?: RequestInit) => Promise<Response> {
  const table = readTable(container)
  return async (input, init) => {
    const url = new URL(input, 'http://in-process')
    if ((init?.method ?? 'GET') !== 'GET') return json(501, { message: 'Not available while rendering on the server', code: 'SSR.UNAVAILABLE' })
    const query = Object.fromEntries(url.searchParams)
    for (const [pattern, read] of table) {
      const match = pattern.exec(url.pathname)
      if (!match) continue
      try {
        return json(200, await read(query, match.slice(1).map(decodeURIComponent)))
      } catch (error) {
        if (error instanceof DomainError) return errorResponse(error)
        throw error
      }
    }
    return json(501, { message: 'Not available while rendering on the server', code: 'SSR.UNAVAILABLE' })
  }
}
