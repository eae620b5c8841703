import { execFileSync } from 'node:child_process'

/**
 * The page numbers a printed report's contents carry, in order (read with poppler from page 2 to
 * `lastPage`): each entry is "N. title … page", a title may wrap, and at most `sections` are read.
 */
export function contentsPageNumbers(file: string, lastPage: number, sections = Infinity): number[] {
  const text = execFileSync('pdftotext', ['-raw', '-f', '2', '-l', String(lastPage), file, '-'], { encoding: 'utf8' })
  const numbers: number[] = []
  let open = false
  // Pages are split by form feeds; the footer's "2 / 29" is no entry's end.
  for (const line of text.split(/[\n\f]/)) {
    if (numbers.length === sections) break
    if (/^\d+ \/ \d+$/.test(line)) continue
    if (new RegExp(`^${numbers.length + 1}\\. `).test(line)) open = true
    if (!open) continue
    const page = /\s(\d+)$/.exec(line)
    if (page) {
      numbers.push(Number(page[1]))
      open = false
    }
  }
  return numbers
}
