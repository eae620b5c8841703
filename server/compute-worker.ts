/**
 * A computation worker (adapters/compute/piscina-pool.ts): its own ephemeris, zone resolver, use cases,
 * password dictionaries and report author, answering the heavy tasks. Built by `npm run build:server`
 * to dist/server/compute-worker.js.
 */
import { AstronomyEngineEclipses } from '../adapters/ephemeris/astronomy-engine-eclipses'
import { AstronomyEngineEphemeris } from '../adapters/ephemeris/astronomy-engine-ephemeris'
import { ZxcvbnPasswordStrength } from '../adapters/auth/zxcvbn-password-strength'
import { GeoTzTimezoneResolver } from '../adapters/timezone/geo-tz-timezone-resolver'
import { answerWith } from '../adapters/compute/worker-protocol'
import type { ReportWriting } from '../core/reports/ports/report-writing'
import { FindMuhurat } from '../core/panchang/find-muhurat'
import { GetPanchangMonth } from '../core/panchang/get-panchang-month'
import { ListFestivals } from '../core/panchang/list-festivals'
import { heavyTasks } from './heavy-tasks'
import { standaloneReportAuthor } from './report-author'

const ephemeris = new AstronomyEngineEphemeris()
const timezones = new GeoTzTimezoneResolver()
const listFestivals = new ListFestivals(ephemeris, new AstronomyEngineEclipses(), timezones)
// The phrase books are read at the first report, not by every worker that never writes one.
let author: ReportWriting | undefined
const reportAuthor: ReportWriting = {
  write: (request, onProgress) => (author ??= standaloneReportAuthor(ephemeris, timezones)).write(request, onProgress),
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
