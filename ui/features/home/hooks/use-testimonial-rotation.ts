import { useCallback, useEffect, useState } from 'react'
import { nextTestimonialIndex, selectTestimonialIndex, TESTIMONIAL_ROTATION_MS } from '../utils/testimonial-rotation'

/**
 * The shown testimonial: advances every 5 seconds over `count` items; `select` sets it from a
 * dot and restarts the 5-second wait. `paused` holds the rotation (hover, focus, reduced motion).
 */
export function useTestimonialRotation(count: number, paused = false) {
  const [index, setIndex] = useState(0)
  const [epoch, setEpoch] = useState(0)

  useEffect(() => {
    if (paused || count <= 1) return
    const timer = setInterval(() => setIndex((current) => nextTestimonialIndex(current, count)), TESTIMONIAL_ROTATION_MS)
    return () => clearInterval(timer)
  }, [count, paused, epoch])

  const select = useCallback(
    (requested: number) => {
      setIndex(selectTestimonialIndex(requested, count))
      setEpoch((e) => e + 1)
    },
    [count],
  )

  return { index: selectTestimonialIndex(index, count), select }
}
