import { cloneElement, useCallback, useEffect, useRef, useState, type ComponentType, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement, type Ref } from 'react'
import { onFirstInteraction } from '../lib/first-interaction'

/** What the loaded component needs to take over from the plain trigger it replaces. */
export interface TakeOverProps {
  /** the trigger to render inside the loaded component (the same element the page showed until then) */
  trigger: ReactElement
  /** open at once: the gesture that opens it happened while the code loaded */
  initiallyOpened: boolean
  /** the plain trigger had the focus: give it to the new one */
  focusTrigger: boolean
}

/** Which gestures open the loaded component: a menu opens on a press (the desktop navigation also on hover), a tooltip on hover and focus. */
interface OpensOn {
  click?: boolean
  hover?: boolean
  focus?: boolean
}

export interface TriggerProps {
  ref?: Ref<HTMLElement>
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
}

/** The trigger, with the focus given back on mount when the plain trigger it replaces had it. */
export function useTakenOverTrigger(trigger: ReactElement, focusTrigger: boolean): ReactElement {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focusTrigger) ref.current?.focus()
  }, [focusTrigger])
  return cloneElement(trigger as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref })
}

/**
 * A control whose popup code (Mantine's Menu, Tooltip or Select, with the popover, floating-ui and
 * focus trap: about 25 KB gzipped) is not part of the first load. Until it is needed the trigger is rendered
 * alone, exactly as on the server; pointing at it, focusing it or pressing it fetches the code, and the
 * loaded component takes the trigger's place, already open if the gesture that opens it happened in the
 * meantime, with the focus where it was. `menu` gives the plain trigger the menu button's ARIA state;
 * `props` are passed on to the loaded component. `prefetch` fetches the code at the first interaction
 * anywhere on the page (a form's controls: the code is then there when the control is reached).
 */
export function OnDemand<P extends object = object>({
  load,
  trigger,
  opensOn,
  menu = false,
  props,
  prefetch = false,
}: {
  load: () => Promise<ComponentType<TakeOverProps & P>>
  trigger: ReactElement<TriggerProps>
  opensOn: OpensOn
  menu?: boolean
  props?: P
  prefetch?: boolean
}) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<TakeOverProps & P> } | null>(null)
  const element = useRef<HTMLElement>(null)
  const pressed = useRef(false)
  const requested = useRef(false)
  const swap = useRef<{ initiallyOpened: boolean; focusTrigger: boolean } | null>(null)

  const arm = useCallback(
    (gesture: keyof OpensOn) => {
      if (gesture === 'click') pressed.current = true
      if (requested.current) return
      requested.current = true
      load().then(
        (Component) => setLoaded({ Component }),
        // Offline for a moment: the next gesture tries again.
        () => {
          requested.current = false
        },
      )
    },
    [load],
  )

  useEffect(() => {
    if (!prefetch) return
    return onFirstInteraction(() => void load().catch(() => undefined))
  }, [prefetch, load])

  if (loaded) {
    // Read at the swap, not when the code arrived: a press or focus can reach the plain trigger in between
    // (React renders the swap a task later), and must not be lost.
    if (!swap.current) {
      const el = element.current
      const focused = !!el && el === document.activeElement
      const initiallyOpened = (!!opensOn.click && pressed.current) || (!!opensOn.hover && !!el?.matches(':hover')) || (!!opensOn.focus && focused)
      swap.current = { initiallyOpened, focusTrigger: focused }
    }
    const { Component } = loaded
    return <Component {...(props as P)} trigger={trigger} initiallyOpened={swap.current.initiallyOpened} focusTrigger={swap.current.focusTrigger} />
  }
  // The trigger's own handlers (the theme toggle's click) keep working.
  const own = trigger.props
  return cloneElement(trigger, {
    ref: element,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      arm('hover')
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      arm('focus')
    },
    // The press counts from the pointer going down: if the swap comes before the button is let go, the
    // click lands on no trigger at all.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event)
      if (event.button === 0) arm('click')
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      arm('click')
    },
    ...(menu ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': false } : {}),
  })
}
