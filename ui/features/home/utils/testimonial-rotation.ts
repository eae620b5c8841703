/** The home testimonials advance every 5 seconds over their items and can be set by dots. */
export const TESTIMONIAL_ROTATION_MS = 5000

/** The index shown after `current` (wrapping to 0); 0 when there is nothing to show. */
export function nextTestimonialIndex(current: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return 0
  const safe = Number.isInteger(current) && current >= 0 ? current % count : 0
  return (safe + 1) % count
}

/** Clamps an index chosen with a dot to the valid range 0..count-1. */
export function selectTestimonialIndex(requested: number, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return 0
  if (!Number.isFinite(requested)) return 0
  return Math.min(Math.max(0, Math.trunc(requested)), count - 1)
}
