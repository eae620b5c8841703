/**
 * A seedable pseudo-random stream for shuffles that must be repeatable from a shared link: the seed text
 * is hashed to 128 bits (cyrb128, public domain, bryc/code "PRNGs") and drives sfc32 (Chris Doty-Humphrey's
 * Small Fast Counter, PractRand-tested). Not for secrets: seeds are public by design.
 */
export class SeededRandom {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: string) {
    ;[this.a, this.b, this.c, this.d] = cyrb128(seed)
    // Discard the first outputs: sfc32's authors advise a short warm-up after seeding.
    for (let i = 0; i < 15; i++) this.nextUint32()
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    this.a >>>= 0
    this.b >>>= 0
    this.c >>>= 0
    this.d >>>= 0
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** A uniform integer in [0, n), without modulo bias (rejection of the uneven tail). */
  below(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`below(${n}): n must be an integer in 1..2^32`)
    const limit = 2 ** 32 - (2 ** 32 % n)
    for (;;) {
      const x = this.nextUint32()
      if (x < limit) return x % n
    }
  }
}

/** cyrb128: four 32-bit hashes of a string. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}
