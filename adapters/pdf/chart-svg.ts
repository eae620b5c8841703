import type { ReportChartPicture } from '../../core/domain/report'

/** Where each house's text sits in a North Indian chart drawn in a 300×300 box (house 1 at the top). */
const CENTRES: ReadonlyArray<readonly [number, number]> = [
  [150, 82], [75, 38], [38, 75], [82, 150], [38, 225], [75, 262], [150, 218], [225, 262], [262, 225], [218, 150], [262, 75], [225, 38],
]

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A North Indian (diamond) chart as vector graphics: the sign number in each house, the grahas by name. */
export function northIndianChartSvg(chart: ReportChartPicture): string {
  const houses = CENTRES.map(([x, y], i) => {
    const sign = ((chart.ascendant + i - 1) % 12) + 1
    const inHouse = chart.planets.filter((p) => p.sign === sign)
    const lines = inHouse.map((p, j) => {
      const label = `${p.label}${p.retrograde ? '(R)' : ''}${p.degree >= 0 ? ` ${p.degree}°` : ''}`
      return `<text x="${x}" y="${y + 4 + (j - (inHouse.length - 1) / 2) * 13}" text-anchor="middle" font-size="10.5" font-weight="700" fill="#7a2e0e">${escape(label)}</text>`
    })
    return `<text x="${x}" y="${y - 20 + (i === 0 || i === 6 ? -6 : 0)}" text-anchor="middle" font-size="9" fill="#8a8a8a">${sign}</text>${lines.join('')}`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escape(chart.title)}">
<rect x="1" y="1" width="298" height="298" fill="#fffaf0" stroke="#b45309" stroke-width="2"/>
<path d="M1 1 L299 299 M299 1 L1 299 M150 1 L299 150 L150 299 L1 150 Z" fill="none" stroke="#b45309" stroke-width="1.5"/>
${houses.join('\n')}
</svg>`
}
