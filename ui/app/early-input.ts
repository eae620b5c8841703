/**
 * What a person types or taps before the page's code has taken over the server's HTML is kept and acted
 * on, not lost. Until a control is hydrated, its DOM value is the person's while React's state still
 * holds the server's value, and React puts its own back at the next render (a name typed into the kundli
 * form vanished); a tap on a button has no handler yet (Start Chat did nothing), and Enter in a field
 * would submit the form natively and reload the page.
 *
 * The head's inline script (`EARLY_INPUT_SCRIPT`, run before any module) records, in order, each value
 * typed or chosen in a control React has not hydrated yet, and each press of a button (or submission of a
 * form) made before hydration starts, cancelling the press's native default. `replayEarlyInput`, called
 * by the entry as it starts hydrating, plays the record back as each element is hydrated: a value through
 * the control's change event, so the form's state takes it; a press as a click, a submission as
 * `requestSubmit`. From the moment hydration starts React handles presses itself (it hydrates the part
 * of the page that was pressed first), so only values are recorded after it.
 */

/** The record the inline script keeps on `window` and the entry plays back. */
interface EarlyInputRecord {
  /** in order: a control whose value the person set, or a pressed button, or a submitted form */
  entries: EarlyEntry[]
  /** set by the entry just before `hydrateRoot`: presses are React's from then on */
  hydrating: boolean
  /** called by the script after each new entry, once the entry is playing the record back */
  wake?: () => void
}

type EarlyEntry = { kind: 'value'; element: FormControl; value: string | boolean } | { kind: 'press'; element: HTMLElement } | { kind: 'submit'; element: HTMLFormElement }

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

declare global {
  interface Window {
    __earlyInput?: EarlyInputRecord
  }
}

/** The recorder, inline in the head (ES5: it runs before any module, in every browser the site serves). */
export const EARLY_INPUT_SCRIPT = `(function () {
  var record = (window.__earlyInput = { entries: [], hydrating: false })
  function hydrated(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true
    return false
  }
  function isControl(element) {
    return element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT')
  }
  function add(entry) {
    record.entries.push(entry)
    if (record.wake) record.wake()
  }
  function remember(event) {
    var element = event.target
    if (!isControl(element) || hydrated(element)) return
    var toggles = element.type === 'checkbox' || element.type === 'radio'
    var value = toggles ? element.checked : element.value
    for (var i = 0; i < record.entries.length; i++) {
      var entry = record.entries[i]
      if (entry.kind === 'value' && entry.element === element) return void (entry.value = value)
    }
    add({ kind: 'value', element: element, value: value })
    // A radio chosen unchecks the others of its group: their state is the browser's too.
    if (element.type === 'radio' && element.name && element.form) {
      var group = element.form.querySelectorAll('input[type="radio"]')
      for (var j = 0; j < group.length; j++) if (group[j] !== element && group[j].name === element.name) remember({ target: group[j] })
    }
  }
  document.addEventListener('input', remember, true)
  document.addEventListener('change', remember, true)
  document.addEventListener('click', function (event) {
    if (record.hydrating || !event.target || !event.target.closest) return
    var button = event.target.closest('button, [role="button"], input[type="submit"], input[type="button"]')
    if (!button || hydrated(button) || button.disabled) return
    event.preventDefault()
    add({ kind: 'press', element: button })
  }, true)
  document.addEventListener('submit', function (event) {
    if (record.hydrating || hydrated(event.target)) return
    event.preventDefault()
    add({ kind: 'submit', element: event.target })
  }, true)
})()`

/** React's props on a hydrated element, or undefined while it is not hydrated yet. */
function reactProps(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'))
  return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : undefined
}

/** Sets a value the way a person's typing does, so that React's change handler sees it. */
function setAsTyped(element: FormControl, value: string): void {
  const prototype = Object.getPrototypeOf(element) as object
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  const props = reactProps(element) ?? {}
  // React's own record of the value follows the element's setter: point it at React's value first, so
  // that the person's value, set past it, reads as a change.
  element.value = props.value === undefined || props.value === null ? '' : String(props.value)
  nativeSetter?.call(element, value)
  element.dispatchEvent(new Event(element.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }))
}

/** Gives a hydrated control the person's value if React's state does not have it. */
function adoptValue(element: FormControl, value: string | boolean): void {
  const props = reactProps(element) ?? {}
  if (typeof value === 'boolean') {
    const input = element as HTMLInputElement
    if (props.checked === undefined || Boolean(props.checked) === value) return
    // React's state first, then the person's click toggles it to what they chose.
    input.checked = Boolean(props.checked)
    input.click()
    return
  }
  // An uncontrolled control keeps the person's value in the DOM, where its form reads it.
  if (props.value === undefined || String(props.value) === value) return
  setAsTyped(element, value)
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Plays the inline script's record back, in order, as the elements it names are hydrated; then keeps
 * listening for values typed into parts of the page that hydrate later (sections below the fold). Call
 * just before `hydrateRoot`.
 */
export function replayEarlyInput(): void {
  const record = window.__earlyInput
  if (!record) return
  record.hydrating = true
  const started = Date.now()
  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const play = async () => {
    if (running) return
    running = true
    try {
      const { entries } = record
      for (let i = 0; i < entries.length; ) {
        const entry = entries[i]!
        if (!entry.element.isConnected) {
          entries.splice(i, 1)
          continue
        }
        const ready = reactProps(entry.element) !== undefined
        // A value waits for its own control; a press waits too for every value typed before it.
        if (!ready && entry.kind === 'value') {
          i++
          continue
        }
        if (!ready || (entry.kind !== 'value' && i > 0)) break
        entries.splice(i, 1)
        if (entry.kind === 'value') adoptValue(entry.element, entry.value)
        else if (entry.kind === 'press') {
          if (!(entry.element as HTMLButtonElement).disabled) entry.element.click()
        } else entry.element.requestSubmit()
        // Let React commit what the event changed before the next entry acts on it.
        await nextTask()
      }
    } finally {
      running = false
    }
    clearTimeout(timer)
    // Sections that hydrate when scrolled to can keep an entry waiting for long: look less often then.
    if (record.entries.length) timer = setTimeout(() => void play(), Date.now() - started < 20_000 ? 50 : 1000)
  }
  record.wake = () => void play()
  // Hydration starts in this task; the record plays from the next.
  timer = setTimeout(() => void play(), 0)
}
