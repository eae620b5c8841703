import { endpoint, type Endpoint } from '../shared/endpoint'
import { ChangeEmail, emailChangeRequestSchema } from './change-email'
import { ExportMyData } from './export-my-data'
import { MyAccount, nameSchema } from './my-account'
import { ACCOUNT_PATHS } from './paths'

/**
 * The signed-in person's own account: who they are, their name, a download of their data, and a change of
 * address (a link mailed to the new one, 202). Signing in and out, the password, the reset PIN and
 * deletion set or clear the session cookie, so they are routes of the HTTP adapter (auth-routes.ts).
 */
export const ACCOUNT_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'GET', path: ACCOUNT_PATHS.me, access: 'signed-in', answer: async (_use, _none, { user }) => user }),
  endpoint({ method: 'PUT', path: ACCOUNT_PATHS.profile, access: 'signed-in', input: nameSchema, answer: (use, name, { user }) => use(MyAccount).rename(user, name) }),
  endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.export,
    access: 'signed-in',
    headers: { 'Content-Disposition': 'attachment; filename="astrovedic-my-data.json"' },
    answer: (use, _none, { user }) => use(ExportMyData).execute(user),
  }),
  endpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.email,
    access: 'signed-in',
    status: 202,
    input: emailChangeRequestSchema,
    answer: (use, change, { user, ip }) => use(ChangeEmail).request(user, change, { ip }),
  }),
]
