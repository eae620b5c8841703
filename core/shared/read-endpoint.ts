import type { AnswerOf, PathOf, Route } from './route'
/**
 * A public read, declared once beside its capability: its method (a form's POST asks the same question as
 * the GET, with the form's field names), its path (Express style, `:name` for a parameter), its cache
 * policy and how a use case answers it. The HTTP adapter mounts every declared read
 * (adapters/http/read-endpoints.ts) and the server answers the same list in process while a page renders
 * (server/in-process-api.ts), so the two cannot drift; tests/api/in-process-api.test.ts compares them on
 * each declared example.
 */
export type Query = Record<string, string | string[] | undefined>

export interface ReadInput {
  query: Query
  params: Record<string, string>
  /** a POST's JSON body (undefined for a GET) */
  body?: unknown
}

/** A class or symbol the composition root can resolve (a use case, or a port such as HeavyComputation). */
export type Token<T> = symbol | (abstract new (...args: never[]) => T)
export type Resolve = <T>(token: Token<T>) => T

export interface ReadEndpoint {
  /** GET unless said */
  method?: 'GET' | 'POST'
  path: string
  /** Cache-Control of a successful answer (a function when it depends on the query); none for a POST */
  cache?: string | ((query: Query) => string)
  answer: (use: Resolve, input: ReadInput) => Promise<unknown>
  /** addresses to compare the in-process answer with the HTTP one on (valid, invalid, missing) */
  examples: string[]
  /** a POST's example bodies, each sent to every example address */
  bodies?: unknown[]
  /** the schema the query (a POST's body) is parsed with before the use case sees it (parsed-read.ts) */
  input?: ZodTypeLike
}

/** A zod schema, named without importing zod here (the browser bundles this file for `pathTo`). */
interface ZodTypeLike {
  safeParse(input: unknown): unknown
}

/** A read declared without an input schema, its answer checked against the type its route names. */
export function read<P extends string>(endpoint: Omit<ReadEndpoint, 'answer' | 'path'> & { path: P; answer: (use: Resolve, input: ReadInput) => Promise<AnswerOf<P>> }): ReadEndpoint {
  return endpoint
}

export const CACHE = {
  day: 'public, max-age=86400',
  hour: 'public, max-age=3600',
  fiveMinutes: 'public, max-age=300',
  revalidate: 'no-cache',
} as const

/** The first value of a query parameter given as text (repeats and absent ones as undefined). */
export function text(value: Query[string]): string | undefined {
  return typeof value === 'string' ? value : undefined
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never

/** A declared path with its `:name` parameters filled in, each encoded (`pathTo(CONTENT_PATHS.article, { idOrSlug })`). */
export function pathTo<R extends string>(path: R, ...[params]: [ParamNames<PathOf<R>>] extends [never] ? [] : [Record<ParamNames<PathOf<R>>, string>]): Route<AnswerOf<R>> {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent((params as Record<string, string>)[name]!)) as Route<AnswerOf<R>>
}
