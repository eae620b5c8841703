import type { AnswerOf } from '../../core/shared/route'
import type { ErrorCode } from '../../core/error-codes'
/**
 * The browser's HTTP layer.
 *
 * - Every request carries `Authorization: Bearer <token>` when local storage holds a `token`, and cookies
 *   (`credentials: 'include'`).
 * - A JSON `Content-Type` is sent only when there is a body.
 * - Nothing is retried.
 * - A non-OK answer throws an {@link HttpError} whose message is `STATUS: body text`, or `STATUS: status
 *   text` when the body is empty. A 401 is thrown like any other status.
 */

/** The storage key of the bearer token. */
const TOKEN_STORAGE_KEY = 'token'

/** A non-OK HTTP answer. `message` is `STATUS: body` unless a caller gave a more specific one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
    message?: string,
  ) {
    super(message ?? `${status}: ${body || statusText}`)
    this.name = 'HttpError'
  }

  /** The body parsed as JSON, or undefined when it is not JSON. */
  get data(): unknown {
    if (!this.body) return undefined
    try {
      return JSON.parse(this.body) as unknown
    } catch {
      return undefined
    }
  }

  /** The server's `{message}`, when the body carries one. */
  get serverMessage(): string | undefined {
    const data = this.data
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) return data.message
    return undefined
  }

  /** The server's stable error `code`, when the body carries one. */
  /** The server's error code (core/error-codes.ts): typed, so a comparison with a misspelt code does not compile. */
  get code(): ErrorCode | undefined {
    const data = this.data
    if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code as ErrorCode
    return undefined
  }

  /** Field issues of a 400 answer (`[{path, message}]`). */
  get issues(): Array<{ path: string; message: string }> {
    const data = this.data
    if (data && typeof data === 'object' && 'issues' in data && Array.isArray(data.issues)) {
      return data.issues.filter(
        (i): i is { path: string; message: string } =>
          !!i && typeof i === 'object' && typeof (i as { path?: unknown }).path === 'string' && typeof (i as { message?: unknown }).message === 'string',
      )
    }
    return []
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface HttpClientOptions {
  /** Defaults to the global fetch. */
  fetch?: FetchLike
  /** Where the bearer token is read from; defaults to `window.localStorage` when there is one. */
  storage?: Pick<Storage, 'getItem'> | null
  /** Prefix for every path (empty: same origin). */
  baseUrl?: string
}

export interface RequestOptions {
  /** Extra headers; they win over the defaults (e.g. an explicit Authorization). */
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** The type asked for, or else the one the route declares. */
type Answer<T, R> = [T] extends [never] ? AnswerOf<R> : T

export interface HttpClient {
  /**
   * A read: GET the path and return the parsed JSON, of the type its declared route names (core's
   * `answers<…>()`) unless one is given.
   */
  get<T = never, R extends string = string>(path: R, options?: RequestOptions): Promise<Answer<T, R>>
  /** A write: JSON body when one is given; returns the parsed JSON (undefined for an empty answer). */
  post<T = never, R extends string = string>(path: R, body?: unknown, options?: RequestOptions): Promise<Answer<T, R>>
  put<T = never, R extends string = string>(path: R, body?: unknown, options?: RequestOptions): Promise<Answer<T, R>>
  patch<T = never, R extends string = string>(path: R, body?: unknown, options?: RequestOptions): Promise<Answer<T, R>>
  delete<T = never, R extends string = string>(path: R, body?: unknown, options?: RequestOptions): Promise<Answer<T, R>>
  /** A download: GET the path and return its bytes (a PDF …). */
  file(path: string, options?: RequestOptions): Promise<Blob>
}

function defaultStorage(): Pick<Storage, 'getItem'> | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

/** Creates the HTTP client; tests pass a fake fetch and storage. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? ''
  const storage = options.storage === undefined ? defaultStorage() : options.storage
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function request(method: string, path: string, body: unknown, requestOptions: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {}
    let token: string | null = null
    try {
      token = storage?.getItem(TOKEN_STORAGE_KEY) ?? null
    } catch {
      token = null
    }
    if (token) headers.Authorization = `Bearer ${token}`
    const hasBody = body !== undefined
    // A Blob (an uploaded image) goes as its own bytes and type; anything else as JSON.
    const raw = typeof Blob !== 'undefined' && body instanceof Blob
    if (hasBody) headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json'
    Object.assign(headers, requestOptions.headers)

    return doFetch(baseUrl + path, {
      method,
      headers,
      credentials: 'include',
      body: raw ? body : hasBody ? JSON.stringify(body) : undefined,
      signal: requestOptions.signal,
    })
  }

  async function send<T>(method: string, path: string, body: unknown, requestOptions: RequestOptions = {}): Promise<T> {
    const response = await request(method, path, body, requestOptions)
    const text = await response.text().catch(() => '')
    if (!response.ok) throw new HttpError(response.status, response.statusText, text)
    if (!text) return undefined as T
    try {
      return JSON.parse(text) as T
    } catch {
      return text as T
    }
  }

  return {
    get: (path, options) => send<never>('GET', path, undefined, options),
    post: (path, body, options) => send<never>('POST', path, body, options),
    put: (path, body, options) => send<never>('PUT', path, body, options),
    patch: (path, body, options) => send<never>('PATCH', path, body, options),
    delete: (path, body, options) => send<never>('DELETE', path, body, options),
    async file(path, options) {
      const response = await request('GET', path, undefined, options)
      if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text().catch(() => ''))
      return response.blob()
    },
  }
}
