// Applies the remembered light/dark choice before the first paint (same key as Mantine's manager).
;(function () {
  try {
    var value = window.localStorage.getItem('mantine-color-scheme-value')
    var scheme = value === 'dark' || value === 'light' ? value : 'light'
    if (value === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme)
  } catch (e) {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light')
  }
})()
