import { type Context, createContext } from 'react'
import type { StyleRegistry } from './createStyleRegistry'

/** What every component inside an `AirlockRoot` can reach. */
export type AirlockContextValue = {
  /** Adopts a component's stylesheet into the root's shadow root, once. */
  registry: StyleRegistry
  /** The element inside the shadow root that menus, tooltips and toasts portal into. */
  portalContainer: HTMLElement
  /** Writing direction, for arrow keys that follow it (tabs, OTP boxes, grids). */
  dir: 'ltr' | 'rtl'
}

/** `null` outside an `AirlockRoot`: components render unstyled and portal to `document.body`. */
export const AirlockContext: Context<AirlockContextValue | null> =
  /*#__PURE__*/ createContext<AirlockContextValue | null>(null)
