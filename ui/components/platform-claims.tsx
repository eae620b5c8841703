import { queryOptions, useQuery } from '@tanstack/react-query'
import { Plural, Trans } from '@lingui/react/macro'
import type { CountClaim, PlatformClaims } from '../../core/content/claims'
import type { ContentService } from '../services/types'
import { useServices } from '../services/services-context'

/** GET /api/platform-terms: the admins' offers and the marketing figures, shared by every page that prints them. */
export function platformTermsQueryOptions(content: ContentService) {
  return queryOptions({ queryKey: ['platform-terms'], queryFn: () => content.platformTerms(), staleTime: 60_000 })
}

/**
 * The marketing figures as the pages may print them; undefined until known, when a page prints none.
 * `fetch: false` only reads what the page already loaded: the footer of every page prints the figures where
 * its page has them, and never costs a page a request of its own.
 */
export function usePlatformClaims({ fetch = true }: { fetch?: boolean } = {}): PlatformClaims | undefined {
  const { content } = useServices()
  return useQuery({ ...platformTermsQueryOptions(content), enabled: fetch }).data?.claims
}

// Built once: Indian grouping (1,20,000), the way the live figures and prices are printed.
const indian = new Intl.NumberFormat('en-IN')

/** A count as printed: "14", "1,200+". */
export function formatCountClaim(claim: CountClaim): string {
  return `${indian.format(claim.value)}${claim.orMore ? '+' : ''}`
}

/** A rating out of 5 as printed: "4.7". */
export function formatRating(rating: number): string {
  return rating.toFixed(1)
}

/** "14 expert astrologers", "1,200+ expert astrologers". */
export function AstrologersClaim({ claim }: { claim: CountClaim }) {
  const shown = formatCountClaim(claim)
  return <Plural value={claim.value} one={`${shown} expert astrologer`} other={`${shown} expert astrologers`} />
}

/** "1,200+ registered users". */
export function UsersClaim({ claim }: { claim: CountClaim }) {
  const shown = formatCountClaim(claim)
  return <Plural value={claim.value} one={`${shown} registered user`} other={`${shown} registered users`} />
}

/** "Rated 4.7/5". */
export function RatingClaim({ rating }: { rating: number }) {
  const shown = formatRating(rating)
  return <Trans>Rated {shown}/5</Trans>
}
