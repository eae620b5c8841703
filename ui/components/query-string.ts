/**
 * Query strings that stay readable in the address bar: values are percent-encoded except `:`, `/`,
 * `,` and `@`, which are legal in a query (RFC 3986) and appear in times and places
 * (`?time=04:16&location=Chennai,+India` reads better than `04%3A16`). Any URLSearchParams reads them.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2F/gi, '/').replace(/%2C/gi, ',').replace(/%40/gi, '@')
}

/** `key=value&…` (no leading '?') from pairs, in their order; undefined values are left out. */
export function formatQuery(pairs: ReadonlyArray<readonly [string, string | undefined]>): string {
  return pairs
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .map(([key, value]) => `${encodeQueryValue(key)}=${encodeQueryValue(value)}`)
    .join('&')
}
