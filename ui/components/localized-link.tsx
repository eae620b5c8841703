import type { ComponentPropsWithoutRef, MouseEvent, Ref } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLanguage } from '../i18n/language'

/** A function that localises app paths ('/kundli?x=1' → '/hindi/kundli?x=1') for the active language. */
export function useLocalizeHref(): (href: string) => string {
  return useLanguage().localize
}

/** Client-side navigation to an app path, keeping the current language prefix. */
export function useLocalizedNavigate(): (href: string) => void {
  const router = useRouter()
  const localize = useLocalizeHref()
  return (href) => {
    void router.navigate({ href: localize(href) })
  }
}

export interface LocalizedLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** An app path without language prefix, e.g. '/kundli' or '/blog/some-slug'. */
  to: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * An anchor to an app path under the current language prefix. Plain left clicks navigate inside the
 * single-page app; modified clicks (new tab, new window) keep the browser's behaviour.
 * Works as a Mantine polymorphic `component` (e.g. `<Button component={LocalizedLink} to="/faq">`).
 */
export function LocalizedLink({ to, onClick, target, ref, ...rest }: LocalizedLinkProps) {
  const router = useRouter()
  const href = useLocalizeHref()(to)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    if (target && target !== '_self') return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />
}
