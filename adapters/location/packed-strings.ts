/**
 * Strings kept as one text joined by newlines and the offsets of their starts. The gazetteer's quarter
 * of a million keys and names as separate strings were as many objects for every garbage collection
 * of the server's event loop to visit; this way they are two. A string is cut out when it is read.
 */
export class PackedStrings {
  readonly length: number
  private readonly starts: Int32Array

  constructor(private readonly text: string) {
    let count = text ? 1 : 0
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++
    this.length = count
    this.starts = new Int32Array(count + 1)
    let start = 0
    for (let i = 0; i < count; i++) {
      this.starts[i] = start
      const end = text.indexOf('\n', start)
      start = end === -1 ? text.length + 1 : end + 1
    }
    this.starts[count] = text.length + 1
  }

  at(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i + 1] - 1)
  }
}
