import type { z } from 'zod'
import { validate } from '../../core/shared/validate'

/** A use case called the way its endpoint calls it: the raw body parsed by the endpoint's schema first (a bad one rejects with the ValidationError). */
export function asEndpoint<S extends z.ZodType, C extends unknown[], R>(schema: S, execute: (input: z.output<S>, ...context: C) => Promise<R>): { execute: (raw: unknown, ...context: C) => Promise<R> } {
  return { execute: async (raw, ...context) => execute(validate(schema, raw), ...context) }
}
