import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Link } from '@tanstack/react-router'
import { useLanguage } from '../i18n/language'

type LocalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** An app path without language prefix ('/kundli', '/login?redirect=/x'); the active prefix is added. */
  to: string
}

/** splits '/path?a=1#h' into the router's pathname, search object and hash. */
function splitHref(href: string): { pathname: string; search?: Record<string, string>; hash?: string } {
  const hashAt = href.indexOf('#')
  const hash = hashAt === -1 ? undefined : href.slice(hashAt + 1)
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return { pathname: beforeHash, hash }
  const search = Object.fromEntries(new URLSearchParams(beforeHash.slice(queryAt + 1)))
  return { pathname: beforeHash.slice(0, queryAt), search, hash }
}

/**
 * An internal link in the active language: `/kundli` becomes `/hindi/kundli` on Hindi pages. Use it as
 * `component={LocalLink}` on Mantine's Anchor, Button, NavLink or Menu.Item.
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink({ to, ...rest }, ref) {
  const { localize } = useLanguage()
  const { pathname, search, hash } = splitHref(localize(to))
  return <Link ref={ref} to={pathname} search={search ?? {}} hash={hash} {...rest} />
})
