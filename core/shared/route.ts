/**
 * A declared address that carries the type of its answer, for the compiler only (at run time it is the
 * path itself): `answers<Wallet>()('/api/wallet')`. The endpoint declared at it must answer that type, and
 * the UI's HTTP client, given the address, returns it, so the two cannot disagree unnoticed.
 */
export type Route<Answer, P extends string = string> = P & { readonly __answer?: Answer }

/** The answer type a route declares (unknown for a plain path). */
export type AnswerOf<R> = R extends { readonly __answer?: infer A } ? A : unknown

/** The path of a route, without its answer type. */
export type PathOf<R> = R extends Route<unknown, infer P> ? P : R

/** Names the answer of a path: `answers<Wallet>()('/api/wallet')` (curried, as the path's literal type is inferred). */
export const answers =
  <Answer>() =>
  <P extends string>(path: P): Route<Answer, P> =>
    path as Route<Answer, P>
