/**
 * The page, counted as the footer counts (the cover is 1), on which each section of a printed report
 * begins: read with pdf.js from the named destinations Chromium writes for the sections' ids (s1, s2 …,
 * the targets of the contents' links).
 */
export async function sectionPages(pdf: Uint8Array, sections: number): Promise<number[]> {
  // Loaded on the first print, like playwright-core: a server that prints nothing need not hold pdf.js.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // A copy: pdf.js may take the buffer over.
  const task = getDocument({ data: pdf.slice(), verbosity: 0 })
  try {
    const doc = await task.promise
    const pages: number[] = []
    for (let i = 1; i <= sections; i++) {
      const target = (await doc.getDestination(`s${i}`))?.[0]
      if (target === undefined || target === null) throw new Error(`the printed report has no destination for section ${i}`)
      pages.push((typeof target === 'number' ? target : await doc.getPageIndex(target)) + 1)
    }
    return pages
  } finally {
    await task.destroy()
  }
}
