import type { z } from 'zod'
import type { PublicUser, Role } from '../domain/user'
import type { Query, Resolve } from './read-endpoint'
import type { AnswerOf } from './route'
import { validate } from './validate'

/*
 * A write or a signed-in read, declared once beside its capability: method, path, who may call it, the
 * schema its input is parsed with (a GET's query and path parameters, another method's JSON body), the
 * status and Cache-Control of a success, and the use case that answers (of the type its route names). The
 * HTTP adapter mounts the list (adapters/http/endpoints.ts) after checking access, so a use case takes
 * typed input and the caller. Answers that set cookies or redirect (sign-in, the gateway's return) stay
 * routes of the adapter.
 */

/** Who may call: anyone, any signed-in person, or one role. */
export type Access = 'anyone' | 'signed-in' | Role

/** Who asks, and what the request carries besides its input. */
export interface Call<U extends PublicUser | null = PublicUser> {
  user: U
  params: Record<string, string>
  query: Query
  ip: string
  /** the host name the request was sent to (sister sites share the server) */
  host: string
  /** the `Idempotency-Key` header, when sent */
  idempotencyKey: string | null
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  access: Access
  /** of a success: 200 unless said; 204 answers no body */
  status?: 200 | 201 | 202 | 204
  /** Cache-Control of a success: no-store unless said */
  cache?: string
  /** extra headers of a success (a download's Content-Disposition) */
  headers?: Record<string, string>
  /** a success answers this text as the body with this Content-Type (a calendar file) instead of JSON */
  contentType?: string
  input?: z.ZodType
  answer: (use: Resolve, raw: { body: unknown; call: Call<PublicUser | null> }) => Promise<unknown>
}

type CallerOf<A extends Access> = A extends 'anyone' ? PublicUser | null : PublicUser
type InputOf<S> = S extends z.ZodType ? z.output<S> : undefined

/**
 * Declares an endpoint: its input parsed by `input` (a ValidationError, 400, names each bad field), the
 * caller typed by its access (signed in unless `anyone`).
 */
export function endpoint<A extends Access, P extends string, S extends z.ZodType | undefined = undefined>(
  declared: Omit<Endpoint, 'answer' | 'input' | 'access' | 'path'> & {
    /** its address; a route (`answers<T>()`) makes the answer's type checked */
    path: P
    access: A
    input?: S
    answer: (use: Resolve, input: InputOf<S>, call: Call<CallerOf<A>>) => Promise<AnswerOf<P>>
  },
): Endpoint {
  const { answer, input, ...rest } = declared
  return {
    ...rest,
    input,
    answer: (use, { body, call }) => {
      const raw = declared.method === 'GET' ? { ...call.query, ...call.params } : (body ?? {})
      return answer(use, (input ? validate(input, raw) : undefined) as InputOf<S>, call as Call<CallerOf<A>>)
    },
  }
}
