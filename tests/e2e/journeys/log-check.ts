import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * After the journeys: the server's whole log (everything `npm start` printed while people signed up, signed
 * in, paid, chatted and bought reports) must hold no secret: no session token (a JWT), no password any
 * journey typed or the README's demo accounts use, not the admin's generated password, not the signing key.
 * The README's demo passwords are public (the start banner prints them): they only must not reach a log
 * record. A log of fewer request lines than the journeys make means the check saw nothing, and fails too.
 */
export const SERVER_LOG = fileURLToPath(new URL('../../../test-results/journeys-server.log', import.meta.url))
const DATA_DIR = fileURLToPath(new URL('../../../test-results/journeys-data', import.meta.url))
const JOURNEYS = fileURLToPath(new URL('.', import.meta.url))

const PUBLIC_DEMO_PASSWORDS = ['demo-kundli-2026', 'demo-astro-2026']

function secretsOfTheRun(): string[] {
  const typed = readdirSync(JOURNEYS)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(`${JOURNEYS}/${f}`, 'utf8').matchAll(/password:\s*'([^']{8,})'|PASSWORD = '([^']{8,})'/g)].map((m) => m[1] ?? m[2]!))
  const generated = [`${DATA_DIR}/admin-credentials.json`, `${DATA_DIR}/jwt-secret`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .flatMap((text) => (text.trim().startsWith('{') ? [(JSON.parse(text) as { password: string }).password] : [text.trim()]))
  return [...new Set([...typed, ...PUBLIC_DEMO_PASSWORDS, ...generated])]
}

export default function checkServerLog(): void {
  const log = readFileSync(SERVER_LOG, 'utf8')
  const requests = log.split('\n').filter((line) => line.includes('"req":')).length
  if (requests < 50) throw new Error(`The server log holds ${requests} request lines: the secrets check saw nothing (${SERVER_LOG})`)
  const secrets = secretsOfTheRun()
  const found: string[] = []
  for (const [i, line] of log.split('\n').entries()) {
    const record = line.startsWith('{')
    if (/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/.test(line)) found.push(`line ${i + 1}: a session token`)
    for (const secret of secrets)
      if (line.includes(secret) && (record || !PUBLIC_DEMO_PASSWORDS.includes(secret))) found.push(`line ${i + 1}: a password or key (${secret.slice(0, 3)}…)`)
  }
  if (found.length) throw new Error(`Secrets in the server log ${SERVER_LOG}:\n${found.slice(0, 20).join('\n')}`)
  console.log(`server log: ${requests} request lines, no token, password or key among them`)
}
