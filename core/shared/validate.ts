import type { z } from 'zod'
import { ValidationError } from '../errors'

/** Parses input with a shared schema; failures become a ValidationError with one issue per field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const seen = new Set<string>()
  const issues = []
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || 'body'
    if (seen.has(path)) continue
    seen.add(path)
    issues.push({ path, message: issue.message })
  }
  throw new ValidationError(issues.map((i) => i.message).join('; '), issues)
}
