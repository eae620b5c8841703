import { cloneElement, useCallback, useRef, useState, type ComponentType, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement, type Ref } from 'react'

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
export interface OpensOn {
  click?: boolean
  hover?: boolean
  focus?: boolean
}

interface TriggerProps {
  ref?: Ref<HTMLElement>
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
}

/**
 * A header control whose popup code (Mantine's Menu or Tooltip, with the popover, floating-ui and focus
 * trap: about 25 KB gzipped) is not part of the first load. Until it is needed the trigger is rendered
 * alone, exactly as on the server; pointing at it, focusing it or pressing it fetches the code, and the
 * loaded component takes the trigger's place, already open if the gesture that opens it happened in the
 * meantime, with the focus where it was. `menu` gives the plain trigger the menu button's ARIA state;
 * `props` are passed on to the loaded component.
 */
export function OnDemand<P extends object = object>({
  load,
  trigger,
  opensOn,
  menu = false,
  props,
}: {
  load: () => Promise<ComponentType<TakeOverProps & P>>
  trigger: ReactElement<TriggerProps>
  opensOn: OpensOn
  menu?: boolean
  props?: P
}) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<TakeOverProps & P>; initiallyOpened: boolean; focusTrigger: boolean } | null>(null)
  const element = useRef<HTMLElement>(null)
  const pressed = useRef(false)
  const requested = useRef(false)

  const arm = useCallback(
    (gesture: keyof OpensOn) => {
      if (gesture === 'click') pressed.current = true
      if (requested.current) return
      requested.current = true
      load().then(
        (Component) => {
          const el = element.current
          const focused = !!el && el === document.activeElement
          const initiallyOpened = (!!opensOn.click && pressed.current) || (!!opensOn.hover && !!el?.matches(':hover')) || (!!opensOn.focus && focused)
          setLoaded({ Component, initiallyOpened, focusTrigger: focused })
        },
        // Offline for a moment: the next gesture tries again.
        () => {
          requested.current = false
        },
      )
    },
    [load, opensOn.click, opensOn.hover, opensOn.focus],
  )

  if (loaded) {
    const { Component } = loaded
    return <Component {...(props as P)} trigger={trigger} initiallyOpened={loaded.initiallyOpened} focusTrigger={loaded.focusTrigger} />
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
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      arm('click')
    },
    ...(menu ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': false } : {}),
  })
}
