import type { z } from 'zod'
import type { ReadEndpoint, ReadInput, Resolve } from './read-endpoint'
import type { AnswerOf } from './route'
import { validate } from './validate'

/**
 * A declared read whose query and path parameters (or a POST's body) are parsed once, here, by its schema: the use case takes
 * the typed result and never sees raw input. Bad input is a ValidationError with one issue per field.
 * Kept apart from read-endpoint.ts, which the browser's bundle imports for `pathTo`.
 */
export function parsedRead<S extends z.ZodType, P extends string>(
  endpoint: Omit<ReadEndpoint, 'answer' | 'input' | 'path'> & { path: P; input: S; answer: (use: Resolve, input: z.output<S>, raw: ReadInput) => Promise<AnswerOf<P>> },
): ReadEndpoint {
  const { answer, ...declared } = endpoint
  // A path's parameters join its query (and win over a query parameter of the same name).
  return { ...declared, answer: (use, raw) => answer(use, validate(endpoint.input, endpoint.method === 'POST' ? raw.body : { ...raw.query, ...raw.params }), raw) }
}
