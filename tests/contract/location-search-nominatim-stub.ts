import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { foldPlaceName } from '../../core/places/place-names'

/** A place as the stub's little gazetteer holds it. */
interface StubPlace {
  name: string
  names: string[]
  lat: string
  lon: string
  address: Record<string, string>
}

const place = (name: string, names: string[], lat: string, lon: string, state: string, countryCode: string, place = 'city'): StubPlace => ({
  name,
  names: [name, ...names],
  lat,
  lon,
  address: { [place]: name, state, country: countryCode.toUpperCase(), country_code: countryCode },
})

/** Enough of the world for the contract suite, as a Nominatim instance with OSM data would answer. */
const GAZETTEER: StubPlace[] = [
  place('Mumbai', ['Bombay', 'मुंबई', 'மும்பை', 'ముంబై'], '19.0759837', '72.8776559', 'Maharashtra', 'in'),
  place('Navi Mumbai', [], '19.0308262', '73.0198537', 'Maharashtra', 'in'),
  place('Chennai', ['Madras', 'சென்னை', 'चेन्नई'], '13.0836939', '80.270186', 'Tamil Nadu', 'in'),
  place('Varanasi', ['Benares', 'Banaras', 'Kashi', 'वाराणसी'], '25.3356491', '83.0076292', 'Uttar Pradesh', 'in'),
  place('Delhi', ['दिल्ली'], '28.6273928', '77.1716954', 'Delhi', 'in'),
  place('New Delhi', ['नई दिल्ली'], '28.6138954', '77.2090057', 'Delhi', 'in'),
  place('Dehradun', [], '30.3255646', '78.0436813', 'Uttarakhand', 'in'),
  place('Patna', [], '25.6093239', '85.1235252', 'Bihar', 'in'),
  place('Pali', [], '25.7711', '73.3234', 'Rajasthan', 'in', 'town'),
  place('Panaji', [], '15.4989946', '73.8282141', 'Goa', 'in'),
  place('Paris', [], '48.8588897', '2.3200410', 'Ile-de-France', 'fr'),
  place('São Paulo', ['Sao Paulo'], '-23.5506507', '-46.6333824', 'São Paulo', 'br'),
]

export type StubMode = 'ok' | 'error' | 'slow' | 'garbage'

/** A local stand-in for a Nominatim service: GET /search?q=&format=jsonv2&addressdetails=1&limit=. */
export class NominatimStub {
  mode: StubMode = 'ok'
  requests: URL[] = []
  headers: Array<Record<string, string | string[] | undefined>> = []
  private server?: Server

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub')
      this.requests.push(url)
      this.headers.push(req.headers)
      if (url.pathname !== '/search') {
        res.writeHead(404).end()
        return
      }
      if (this.mode === 'error') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('overloaded')
        return
      }
      if (this.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')
        return
      }
      const answer = () => {
        const q = url.searchParams.get('q') ?? ''
        const limit = Number(url.searchParams.get('limit') ?? 10)
        const folded = foldPlaceName(q)
        const native = q.normalize('NFC')
        const found = GAZETTEER.filter((p) =>
          p.names.some((n) => {
            const f = foldPlaceName(n)
            return /^[\p{Script=Latin}\s]+$/u.test(n) ? f.startsWith(folded) || f.split(' ').some((w) => w.startsWith(folded)) : n.startsWith(native)
          }),
        )
        const body = found.slice(0, limit).map((p, i) => ({
          place_id: 1000 + i,
          lat: p.lat,
          lon: p.lon,
          name: p.name,
          display_name: `${p.name}, ${p.address.state}, ${p.address.country}`,
          address: p.address,
        }))
        if (!res.writableEnded) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      }
      if (this.mode === 'slow') setTimeout(answer, 1500)
      else answer()
    })
    this.server.listen(0, '127.0.0.1')
    await new Promise((resolve) => this.server!.once('listening', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise((resolve) => this.server?.close(resolve))
  }
}
