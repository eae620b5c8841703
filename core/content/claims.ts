import type { ClaimMode, PlatformSettings } from '../domain/settings'

/** A count the site may print: never above the live count it stands for. */
export interface CountClaim {
  /** the figure to print */
  value: number
  /** the live count is larger: print the figure as "value+" */
  orMore: boolean
}

/** The marketing figures as the pages print them; null where the setting hides one or there is nothing to claim. */
export interface PlatformClaims {
  /** the astrologers listed on the platform */
  astrologers: CountClaim | null
  /** the customers' accounts */
  users: CountClaim | null
  /** the astrologers' average rating out of 5, weighted by their reviews, rounded down to one decimal */
  rating: number | null
}

/** What the claims are made from: the live counts of the platform. */
export interface LiveFigures {
  astrologers: number
  users: number
  /** each astrologer's rating (out of 5) and number of reviews */
  ratings: ReadonlyArray<{ rating: number; reviews: number }>
}

/**
 * A live count as a readable claim: exact below 100 ("14"), above that its first two digits kept and the rest
 * rounded down ("1,234" → "1,200+"). Null when hidden, or when the count is zero (a claim of nothing says nothing).
 */
export function countClaim(mode: ClaimMode, live: number): CountClaim | null {
  if (mode === 'hidden' || !Number.isFinite(live) || live < 1) return null
  const whole = Math.floor(live)
  const step = whole < 100 ? 1 : 10 ** (String(whole).length - 2)
  const value = whole - (whole % step)
  return { value, orMore: value < live }
}

/** The reviews' weighted mean of the astrologers' ratings, rounded down to one decimal; null when hidden or nobody is reviewed. */
export function ratingClaim(mode: ClaimMode, ratings: LiveFigures['ratings']): number | null {
  if (mode === 'hidden') return null
  let reviews = 0
  let total = 0
  for (const a of ratings) {
    if (!(a.reviews > 0) || !Number.isFinite(a.rating)) continue
    reviews += a.reviews
    total += a.rating * a.reviews
  }
  if (reviews === 0) return null
  // The small allowance keeps an exact 4.8 (4.7999… in binary) from printing as 4.7.
  return Math.floor((total / reviews) * 10 + 1e-9) / 10
}

/** The figures the pages print, from the admins' settings and the live counts. */
export function platformClaims(settings: PlatformSettings['claims'], live: LiveFigures): PlatformClaims {
  return {
    astrologers: countClaim(settings.astrologers, live.astrologers),
    users: countClaim(settings.users, live.users),
    rating: ratingClaim(settings.rating, live.ratings),
  }
}
