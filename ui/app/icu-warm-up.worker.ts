/**
 * Runs in a worker thread: the first Intl number or date formatter of a page loads ICU's data, 35-90 ms
 * of the main thread on this machine's Chromium (a 150-350 ms task on a phone) on every page that shows a
 * price, a date or a plural. That data is shared by the renderer process's threads, so loading it here,
 * while the main thread builds the router, leaves the main thread's first formatter about 1 ms.
 */
new Intl.NumberFormat('en-IN').format(12345.6)
new Intl.PluralRules('en').select(1)
new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(0)
postMessage('warm')
