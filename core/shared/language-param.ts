import { z } from 'zod'
import { languageOrDefault } from './language'

/** A page's language sent with a request: one of ours, English when absent or unknown (never refused). Apart from language.ts, which the browser loads without zod. */
export const languageParam = z.unknown().optional().transform(languageOrDefault)
