/**
 * The client entry is requested once the page has shown its first content, not while the browser is
 * still drawing it: the server's HTML is the page, the scripts make it interactive. Requested by the
 * document, its ~90 module files were fetched and parsed on the phone's few cores while the first screen
 * was laid out and rasterised (the home page: 190 ms of script parsing beside 185 ms of raster before its
 * first paint), and Lighthouse's simulated first paint waited for all of them (docs/performance.md).
 * Where paint timing is missing the entry loads at once; a page that has not painted after three seconds
 * (a background tab) loads it then.
 */
export function entryLoaderScript(entry: string): string {
  return `(function () {
  var loaded = false
  function load() {
    if (loaded) return
    loaded = true
    var script = document.createElement('script')
    script.type = 'module'
    script.src = ${JSON.stringify(entry)}
    document.body.appendChild(script)
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (!types || types.indexOf('paint') < 0) return load()
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    load()
  }).observe({ type: 'paint', buffered: true })
  setTimeout(load, 3000)
})()`
}
