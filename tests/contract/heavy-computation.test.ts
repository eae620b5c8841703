import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { ZxcvbnPasswordStrength } from '../../adapters/auth/zxcvbn-password-strength'
import { InProcessHeavyComputation } from '../../adapters/compute/in-process-pool'
import { PiscinaHeavyComputation } from '../../adapters/compute/piscina-pool'
import { AstronomyEngineEclipses } from '../../adapters/ephemeris/astronomy-engine-eclipses'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { GeoTzTimezoneResolver } from '../../adapters/timezone/geo-tz-timezone-resolver'
import { DomainError, ValidationError } from '../../core/errors'
import type { HeavyComputation, HeavyTask } from '../../core/shared/ports/heavy-computation'
import { FindMuhurat } from '../../core/panchang/find-muhurat'
import { GetPanchangMonth } from '../../core/panchang/get-panchang-month'
import { ListFestivals } from '../../core/panchang/list-festivals'
import { festivalsQuerySchema, muhuratQuerySchema, panchangMonthQuerySchema } from '../../core/panchang/request'
import { validate } from '../../core/shared/validate'
import { heavyTasks } from '../../server/heavy-tasks'
import { realReportAuthor } from '../support/report-author'

/**
 * Every HeavyComputation answers as the use cases do: the worker-thread one (the server's worker, from
 * its TypeScript through tsx) and the in-process one give the same answers, an input the use case refuses rejects with the
 * same ValidationError, field issues included, and a surprise rejects with a plain Error without
 * breaking the next run.
 */
function inProcess(): HeavyComputation {
  const ephemeris = new AstronomyEngineEphemeris()
  const timezones = new GeoTzTimezoneResolver()
  const listFestivals = new ListFestivals(ephemeris, new AstronomyEngineEclipses(), timezones)
  return new InProcessHeavyComputation(
    heavyTasks({
      listFestivals,
      getPanchangMonth: new GetPanchangMonth(ephemeris, timezones, listFestivals),
      findMuhurat: new FindMuhurat(ephemeris, timezones),
      passwordStrength: new ZxcvbnPasswordStrength(),
      reportAuthor: realReportAuthor(),
    }),
  )
}

const festivals = (year: string) => validate(festivalsQuerySchema, { year })

const workers = new PiscinaHeavyComputation(fileURLToPath(new URL('../../server/compute-worker.ts', import.meta.url)), 1)
const local = inProcess()
const both = [
  ['worker threads', workers],
  ['in process', local],
] as const
afterAll(async () => {
  await workers.close()
  await local.close()
})

describe('HeavyComputation adapters', () => {
  it('answer a year of festivals, panchang months and muhurat searches alike', async () => {
    // Each input as its endpoint parses the query.
    const inputs = [
      ['festivals', festivals('2025')],
      ['festivals', festivals('1962')],
      ['panchangMonth', validate(panchangMonthQuerySchema, { year: '2026', month: '2', lat: '13.0878', lon: '80.2785', tz: 'Asia/Kolkata' })],
      ['panchangMonth', validate(panchangMonthQuerySchema, { year: '1999', month: '12' })],
      ['muhurat', validate(muhuratQuerySchema, { category: 'marriage', year: '2025', month: '11' })],
      ['muhurat', validate(muhuratQuerySchema, { category: 'griha-pravesh', year: '2026', month: '4', lat: '19.076', lon: '72.8777' })],
    ] as Array<[HeavyTask, never]>
    for (const [task, input] of inputs) {
      const [a, b] = await Promise.all([workers.run(task, input), local.run(task, input)])
      expect(a, `${task} ${JSON.stringify(input)}`).toEqual(b)
    }
    const diwali = (await workers.run('festivals', festivals('2025'))).find((f) => f.id === 'diwali')
    expect(diwali?.date).toBe('2025-10-20')
  }, 120_000)

  it('judge passwords alike, and refuse anything but a string', async () => {
    const passwords = ['password123', 'letmein2020', 'qwertyuiop', 'tangerine-orbit-77-kettle', 'Moonlit Godavari ferry at 5']
    const weak = [true, true, true, false, false]
    for (const [name, heavy] of both) {
      expect(await Promise.all(passwords.map((p) => heavy.run('passwordWeak', p))), name).toEqual(weak)
      const error = await heavy.run('passwordWeak', { password: 'x' } as unknown as string).catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(Error)
      expect(error, name).not.toBeInstanceOf(DomainError)
    }
  }, 60_000)

  it("read the pages a PDF's sections begin on alike, and refuse anything but a PDF and a count", async () => {
    // Three pages; sections 1 to 3 begin on pages 2, 3 and 3 (named destinations s1-s3, as Chromium writes them).
    const pdf = tinyPdf(3, { s1: 1, s2: 2, s3: 2 })
    for (const [name, heavy] of both) {
      expect(await heavy.run('pdfSectionPages', { pdf, sections: 3 }), name).toEqual([2, 3, 3])
      const missing = await heavy.run('pdfSectionPages', { pdf, sections: 4 }).catch((e: unknown) => e)
      expect(missing, name).toBeInstanceOf(Error)
      expect(String(missing), name).toContain('section 4')
      const wrong = await heavy.run('pdfSectionPages', { pdf: 'not a pdf', sections: 1 } as unknown as { pdf: Uint8Array; sections: number }).catch((e: unknown) => e)
      expect(wrong, name).toBeInstanceOf(Error)
      expect(wrong, name).not.toBeInstanceOf(DomainError)
    }
  }, 60_000)

  it('write the same report, telling its progress section by section as it goes', async () => {
    const request = {
      type: 'child' as const,
      lang: 'ta' as const,
      birth: { name: 'Kavya', date: '1994-03-18', time: '06:40', lat: 13.0878, lon: 80.2785, tz: 'Asia/Kolkata', gender: 'female' as const },
      partner: null,
      now: new Date('2026-11-29T06:00:00Z'),
    }
    const heard: Record<string, Array<[number, string]>> = { 'worker threads': [], 'in process': [] }
    const [a, b] = await Promise.all(both.map(([name, heavy]) => heavy.run('report', request, (percent, title) => heard[name]!.push([percent, title]))))
    expect(a).toEqual(b)
    expect(a.sections.length).toBeGreaterThan(5)
    const titles = new Set(a.sections.map((s) => s.title))
    // In process every section is told; from a worker the last calls may come after the answer and be dropped.
    expect(heard['in process']!.map(([, title]) => title)).toEqual(a.sections.map((s) => s.title))
    for (const [name, calls] of Object.entries(heard)) {
      expect(calls.length, name).toBeGreaterThan(0)
      expect(calls.map(([percent]) => percent), name).toEqual([...calls.map(([percent]) => percent)].sort((x, y) => x - y))
      for (const [, title] of calls) expect(titles.has(title), `${name}: ${title}`).toBe(true)
    }
    expect(heard['worker threads']![0]![0]).toBe(0)
  }, 60_000)

  it('reject an input the use case refuses with the same ValidationError and its field issues', async () => {
    for (const [name, heavy] of both) {
      const error = await heavy.run('festivals', { ...festivals('2025'), tz: 'Mars/Olympus' }).catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).issues.map((i) => i.path), name).toEqual(['tz'])
      const month = await heavy.run('panchangMonth', validate(panchangMonthQuerySchema, { year: '2025', month: '3', tz: 'Nowhere/Else' })).catch((e: unknown) => e)
      expect(month, name).toBeInstanceOf(ValidationError)
      expect((month as ValidationError).issues.map((i) => i.path), name).toEqual(['tz'])
    }
  }, 60_000)

  it('reject a failing task with a plain Error, then keep answering', async () => {
    for (const [name, heavy] of both) {
      const error = await heavy.run('noSuchTask' as HeavyTask, {} as never).catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(Error)
      expect(error, name).not.toBeInstanceOf(DomainError)
      const year = await heavy.run('festivals', festivals('2024'))
      expect(year.length, name).toBeGreaterThan(20)
    }
  }, 60_000)

  it('refuse runs once closed, after finishing the one under way', async () => {
    for (const heavy of [new PiscinaHeavyComputation(fileURLToPath(new URL('../../server/compute-worker.ts', import.meta.url)), 1), inProcess()]) {
      const underWay = heavy.run('festivals', festivals('2023'))
      await heavy.close()
      expect((await underWay).length).toBeGreaterThan(20)
      await expect(heavy.run('festivals', festivals('2023'))).rejects.toThrow('closed')
    }
  }, 60_000)
})

/** A minimal PDF of `pages` empty pages with named destinations (name → page index), xref offsets exact. */
function tinyPdf(pages: number, dests: Record<string, number>): Uint8Array {
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Dests 3 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    `<< ${Object.entries(dests).map(([name, page]) => `/${name} [${pageIds[page]} 0 R /XYZ 0 200 0]`).join(' ')} >>`,
    ...pageIds.map(() => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'),
  ]
  let out = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = out.length
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}
