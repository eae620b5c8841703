import { useRouter } from '@tanstack/react-router'
import { useLanguage } from '../../../i18n/language'

/**
 * Client-side navigation to an app path with a query string, under the active language prefix
 * ('/kundli?name=A' → '/hindi/kundli?name=A'). The href is handed over whole, so the birth-details query
 * string reaches the target page as written.
 */
export function useLocalizedNavigate(): (href: string) => void {
  const router = useRouter()
  const { localize } = useLanguage()
  return (href) => {
    void router.navigate({ href: localize(href) })
  }
}
