/**
 * A computation worker (adapters/compute/piscina-pool.ts): its own ephemeris, zone resolver, use cases,
 * password dictionaries and report author, answering the heavy tasks. Built by `npm run build:server` to dist/server/compute-worker.js.
 */
import { AstronomyEngineEclipses } from '../adapters/ephemeris/astronomy-engine-eclipses'
import { AstronomyEngineEphemeris } from '../adapters/ephemeris/astronomy-engine-ephemeris'
import { ZxcvbnPasswordStrength } from '../adapters/auth/zxcvbn-password-strength'
import { JsonPhrasebook } from '../adapters/content/json-phrasebook'
import { GeoTzTimezoneResolver } from '../adapters/timezone/geo-tz-timezone-resolver'
import { answerWith } from '../adapters/compute/worker-protocol'
import type { ReportWriting } from '../core/ports/report-writing'
import { FindMuhurat } from '../core/use-cases/find-muhurat'
import { GenerateKundli } from '../core/use-cases/generate-kundli'
import { GetMarriageAstrology } from '../core/use-cases/get-marriage-astrology'
import { GetPanchangMonth } from '../core/use-cases/get-panchang-month'
import { ListFestivals } from '../core/use-cases/list-festivals'
import { MatchKundlis } from '../core/use-cases/match-kundlis'
import { ResolveBirthInstant } from '../core/use-cases/resolve-birth-instant'
import { ReportAuthor } from '../core/use-cases/write-report'
import { heavyTasks } from './heavy-tasks'

const ephemeris = new AstronomyEngineEphemeris()
const timezones = new GeoTzTimezoneResolver()
const listFestivals = new ListFestivals(ephemeris, new AstronomyEngineEclipses(), timezones)
// The phrase books are read at the first report, not by every worker that never writes one.
let author: ReportAuthor | undefined
const reportAuthor: ReportWriting = {
  write: (request, onProgress) => {
    if (!author) {
      const phrases = new JsonPhrasebook()
      const kundli = new GenerateKundli(ephemeris, new ResolveBirthInstant(timezones))
      author = new ReportAuthor(ephemeris, phrases, kundli, new MatchKundlis(kundli, phrases), new GetMarriageAstrology(ephemeris, kundli, phrases))
    }
    return author.write(request, onProgress)
  },
}

export default answerWith(
  heavyTasks({
    listFestivals,
    getPanchangMonth: new GetPanchangMonth(ephemeris, timezones, listFestivals),
    findMuhurat: new FindMuhurat(ephemeris, timezones),
    passwordStrength: new ZxcvbnPasswordStrength(),
    reportAuthor,
  }),
)
