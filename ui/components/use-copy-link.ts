import { useLingui } from '@lingui/react/macro'
import { notify } from '../lib/notify'

/** Copies the page's address (a result is shared by its URL) and says so. */
export function useCopyLink(): () => Promise<void> {
  const { t } = useLingui()
  return async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      notify({ title: t`Link copied`, message: t`Anyone with this link sees this result.` })
    } catch {
      notify({ variant: 'destructive', title: t`Could not copy the link`, message: t`Copy the address from your browser's address bar.` })
    }
  }
}
