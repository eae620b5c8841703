import { useRouter, useRouterState } from '@tanstack/react-router'

/**
 * The absolute URL of the page on screen, the same on the server and in the browser (the origin is the
 * one the server rendered with, carried in the router's context), so it can be rendered without a
 * hydration mismatch.
 */
export function usePageUrl(): string {
  const router = useRouter()
  const href = useRouterState({ select: (s) => s.location.href })
  const origin = (router.options.context as { document?: { origin?: string } } | undefined)?.document?.origin ?? ''
  return origin + href
}
