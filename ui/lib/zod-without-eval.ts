import { z } from 'zod/v4'

// The browser build resolves `zod` here (ui/vite.config.ts). Zod compiles object parsers with
// `new Function` unless told not to, and probes for it first: under our Content-Security-Policy (no
// 'unsafe-eval') the probe is a reported violation in every browser console. The forms' schemas are
// small, so the interpreted parser costs nothing a user notices.
z.config({ jitless: true })

export { z }
