import { type RenderResult, render, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { AirlockRoot, type AirlockRootProps } from '../AirlockRoot/AirlockRoot'

type InRoot = RenderResult & {
  /** The `.al-root` element inside the shadow root. */
  root: HTMLElement
  shadow: ShadowRoot
  /** Testing Library queries scoped to the inside of the shadow root. */
  inside: ReturnType<typeof within>
}

/** Renders `ui` inside an `AirlockRoot` and returns queries that reach into its shadow root. */
export function renderInRoot(
  ui: ReactElement,
  props: Omit<AirlockRootProps, 'children'> = {},
): InRoot {
  const result = render(<AirlockRoot {...props}>{ui}</AirlockRoot>)
  const host = (props.container ?? result.container).querySelector('airlock-root')
  const shadow = host?.shadowRoot
  const root = shadow?.querySelector<HTMLElement>('.al-root')
  if (!shadow || !root) throw new TypeError('AirlockRoot did not mount its shadow root')
  return { ...result, root, shadow, inside: within(root) }
}
