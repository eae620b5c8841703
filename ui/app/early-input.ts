/**
 * What a person types or taps before the page's code has taken over the server's HTML is kept and acted
 * on, not lost. Until React has committed a control, its DOM value is the person's while React's state
 * still holds the server's value, and React puts its own back at the next render (a name typed into the
 * kundli form vanished); when React hydrates the control it takes the typed text for the value it
 * already knows, so the person's typing never reaches the form's state. A tap on a button has no handler
 * yet (Start Chat did nothing), and Enter in a field would submit the form natively and reload the page
 * (with the password in the address).
 *
 * The head's inline script (`EARLY_INPUT_SCRIPT`, run before any module) records, in order, each value
 * typed or chosen in a control React has not committed yet, and each tap (or submission of a form) on
 * what React has not committed, holding it back from the browser and from React. `replayEarlyInput`,
 * called by the entry as it starts hydrating, plays the record back as each element is committed: a
 * value through the control's change event, so the form's state takes it; a tap as a click, a
 * submission as `requestSubmit`. Values are also given back at the start of the person's next gesture,
 * before React sees it, so a form sent at once is sent with them. A tap React's hydration would take
 * itself is held too: React hydrates in a hurry for it, and a form whose part was still waiting for its
 * code was submitted natively (the password in the address).
 */

import { flushSync } from 'react-dom'

/** The record the inline script keeps on `window` and the entry plays back. */
interface EarlyInputRecord {
  /** in order: a control whose value the person set, or a pressed button, or a submitted form */
  entries: EarlyEntry[]
  /** whether React has committed this element (the script's test, shared with the entry) */
  committed: (element: Element) => boolean
  /** what an element looks like (`EarlyEntry.looks`) */
  looks: (element: Element) => string
  /** true while the entry plays a held tap back (the script lets that one through) */
  replaying?: boolean
  /** set by the entry: called after each new entry */
  wake?: () => void
  /** set by the entry: gives committed controls their values now (called before each gesture reaches React) */
  flush?: () => void
}

type EarlyEntry = ({ kind: 'value'; element: FormControl; value: string | boolean } | { kind: 'press'; element: HTMLElement } | { kind: 'submit'; element: HTMLFormElement }) & {
  /** child indexes from the document element down to the element, when it was recorded */
  path: number[]
  /** tag, test id, name and text: an element found at `path` later must look the same */
  looks: string
  /** when it was recorded (ms) */
  at: number
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

declare global {
  interface Window {
    __earlyInput?: EarlyInputRecord
  }
}

/**
 * The recorder, inline in the head (ES5: it runs before any module). `committed` is React's own test of a
 * mounted fiber: an element is React's once no fiber from it up to the root still waits to be placed or
 * hydrated (the Placement and Hydrating flags, 2 and 4096, which React clears at commit). Its listeners
 * are the document's first, so they run before React's. A value still waiting to be given follows what is
 * typed next, even once React has the control: given late, an older value would undo the newer one (a
 * password typed as the sign-up form hydrated came out empty).
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  function committed(element) {
    var fiber = null
    for (var key in element) if (key.indexOf('__reactFiber$') === 0) fiber = element[key]
    for (var node = fiber; node; node = node.return) {
      if (!node.alternate && node.flags & 4098) return false
      if (!node.return) return node.tag === 3
    }
    return false
  }
  var record = (window.__earlyInput = {
    entries: [],
    committed: committed,
    looks: function (element) {
      return [element.tagName, element.getAttribute('data-testid'), element.getAttribute('name'), (element.textContent || '').trim().slice(0, 80)].join('|')
    },
  })
  function isControl(element) {
    return element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT')
  }
  // Where the element stands in the document, and what it looks like: React may put a new element in its
  // place as the page's code takes over (a control whose code loads on demand), and the record then
  // follows the one that took its place.
  function place(element) {
    var path = []
    for (var node = element; node && node.parentElement; node = node.parentElement) path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node))
    return path
  }
  function add(entry) {
    entry.at = Date.now()
    entry.path = place(entry.element)
    entry.looks = record.looks(entry.element)
    record.entries.push(entry)
    if (record.wake) record.wake()
  }
  function remember(element) {
    if (!isControl(element)) return
    var toggles = element.type === 'checkbox' || element.type === 'radio'
    var value = toggles ? element.checked : element.value
    for (var i = 0; i < record.entries.length; i++) {
      var entry = record.entries[i]
      if (entry.kind === 'value' && entry.element === element) return void (entry.value = value)
    }
    if (committed(element)) return
    add({ kind: 'value', element: element, value: value })
    // A radio chosen unchecks the others of its group: their state is the browser's too.
    if (element.type === 'radio' && element.name && element.form) {
      var group = element.form.querySelectorAll('input[type="radio"]')
      for (var j = 0; j < group.length; j++) if (group[j] !== element && group[j].name === element.name) remember(group[j])
    }
  }
  function flush() {
    if (record.flush) record.flush()
  }
  document.addEventListener('input', function (event) { remember(event.target); flush() }, true)
  document.addEventListener('change', function (event) { remember(event.target); flush() }, true)
  ;['keydown', 'pointerdown', 'focusin'].forEach(function (type) { document.addEventListener(type, flush, true) })
  // A tap on what React has not committed: kept for later, and neither the browser (a form's native
  // submission) nor React (which would hydrate in a hurry and may drop it) acts on it now. Links navigate
  // and form controls change as usual.
  function hold(event, kind, element) {
    event.preventDefault()
    event.stopImmediatePropagation()
    add({ kind: kind, element: element })
  }
  // A tap made while an earlier one is still held waits its turn behind it (a package chosen, then Pay).
  function held() {
    for (var i = 0; i < record.entries.length; i++) if (record.entries[i].kind !== 'value') return true
    return false
  }
  document.addEventListener('click', function (event) {
    flush()
    if (record.replaying) return
    var target = event.target
    if (!target || !target.closest || (committed(target) && !held())) return
    if (target.closest('a[href], input, select, textarea, label')) {
      var button = target.closest('input[type="submit"], input[type="button"], input[type="image"]')
      if (button && !button.disabled) hold(event, 'press', button)
      return
    }
    if (!target.closest('[disabled]')) hold(event, 'press', target)
  }, true)
  document.addEventListener('submit', function (event) {
    flush()
    if (!record.replaying && (!committed(event.target) || held())) hold(event, 'submit', event.target)
  }, true)
})()`

/** React's props on a hydrated element (an empty object before). */
function reactProps(element: Element): Record<string, unknown> {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'))
  return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {}
}

/** Sets a value the way a person's typing does, so that React's change handler sees it. */
function setAsTyped(element: FormControl, value: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set
  const props = reactProps(element)
  // React's own record of the value follows the element's setter: point it at React's value first, so
  // that the person's value, set past it, reads as a change.
  element.value = props.value === undefined || props.value === null ? '' : String(props.value)
  nativeSetter?.call(element, value)
  element.dispatchEvent(new Event(element.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }))
}

/**
 * Gives a committed control the person's value if React's state does not have it. A control that still
 * has the focus it took before the code ran is told of it first: a place picker opens its suggestions
 * only for a field it knows is focused.
 */
function adoptValue(element: FormControl, value: string | boolean): void {
  if (element === document.activeElement) {
    element.dispatchEvent(new FocusEvent('focus'))
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  }
  const props = reactProps(element)
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

/** Controls whose typed text React keeps in its state (not checkboxes, files or buttons). */
const TYPED = 'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="search"], input[type="tel"], input[type="url"], input[type="date"], input[type="time"], input[type="datetime-local"]'

/**
 * A controlled field that React has committed shows React's value after every event it handles; one that
 * shows another value was typed into in the instant React took the field over, an input React never
 * heard of (the name on the question form came back empty after sign-up, though it was on the screen).
 * Before the person's next gesture reaches React, such a field's text is given to React as typed. The
 * focused field is left alone: an input method may be composing in it.
 */
function adoptMissedValues(): void {
  const record = window.__earlyInput
  if (!record) return
  for (const element of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    if (element === document.activeElement || !record.committed(element)) continue
    const value = reactProps(element).value
    if ((typeof value === 'string' || typeof value === 'number') && String(value) !== element.value) flushSync(() => setAsTyped(element, element.value))
  }
}

/** How long after the code arrived a held tap may wait for its element. */
const GIVE_UP_MS = 10_000

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Plays the inline script's record back, in order, as the elements it names are committed; then keeps
 * listening for values typed into parts of the page that hydrate later (sections below the fold). Call
 * just before `hydrateRoot`.
 */
export function replayEarlyInput(): void {
  const record = window.__earlyInput
  if (!record) return
  const { entries, committed, looks } = record

  /** The entry's element, or the one React put in its place; null when it is gone. */
  const elementOf = (entry: EarlyEntry): Element | null => {
    if (entry.element.isConnected) return entry.element
    let node: Element | undefined = document.documentElement
    for (const index of entry.path) node = node?.children[index]
    if (!node || looks(node) !== entry.looks) return null
    entry.element = node as never
    return node
  }
  const started = Date.now()
  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined

  /** Values whose control is committed, now and in one go (not again from inside: a value given is an input event too). */
  let giving = false
  const giveValues = () => {
    if (giving) return
    giving = true
    try {
      giveReadyValues()
    } finally {
      giving = false
    }
  }
  const giveReadyValues = () => {
    adoptMissedValues()
    for (let i = 0; i < entries.length; ) {
      const entry = entries[i]!
      if (!elementOf(entry)) entries.splice(i, 1)
      else if (entry.kind === 'value' && committed(entry.element)) {
        entries.splice(i, 1)
        // Each value rendered before the next is given: a form whose handler spreads the state it last
        // rendered (`setForm({ ...form, field })`) would otherwise keep only the last field.
        flushSync(() => adoptValue(entry.element, entry.value))
      } else i++
    }
  }
  record.flush = giveValues

  /**
   * A section hydrated only when it comes into view (HydrateOnVisible) may never be seen again once the
   * person has scrolled on: what is held back for it wakes it as focus moving into it would (again on
   * each look, as the section may not be listening yet).
   */
  const wakeSections = () => {
    for (const entry of entries) {
      const element = elementOf(entry)
      if (element && !committed(element) && element.closest('[data-hydrate-on-visible]')) element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    }
  }

  const play = async () => {
    if (running) return
    running = true
    try {
      wakeSections()
      giveValues()
      // A tap whose element React has not taken over long after the code arrived is given up, so that it
      // does not hold every later tap back.
      while (entries[0] && entries[0].kind !== 'value' && !(elementOf(entries[0]) && committed(entries[0].element)) && Date.now() - Math.max(entries[0].at, started) > GIVE_UP_MS) entries.shift()
      // A press waits for its element and for every value typed before it.
      while (entries[0] && entries[0].kind !== 'value' && elementOf(entries[0]) && committed(entries[0].element)) {
        const entry = entries[0]
        // Let React commit the values just given before the press acts on them. The press stays in the
        // record meanwhile, so that a tap made now waits behind it (Pay tapped in this gap was sent
        // before the package chosen earlier, with the suggested package's amount).
        await nextTask()
        if (entries[0] !== entry) continue
        record.replaying = true
        try {
          if (entry.kind === 'submit') entry.element.requestSubmit()
          else if (entry.kind === 'press' && !(entry.element as HTMLButtonElement).disabled) entry.element.click()
        } finally {
          record.replaying = false
          const at = entries.indexOf(entry)
          if (at >= 0) entries.splice(at, 1)
        }
        await nextTask()
        giveValues()
      }
    } finally {
      running = false
    }
    clearTimeout(timer)
    // Sections that hydrate when scrolled to can keep an entry waiting for long: look less often then.
    if (entries.length) timer = setTimeout(() => void play(), Date.now() - started < 20_000 ? 50 : 1000)
  }
  record.wake = () => void play()
  // Hydration starts in this task; the record plays from the next.
  timer = setTimeout(() => void play(), 0)
}
