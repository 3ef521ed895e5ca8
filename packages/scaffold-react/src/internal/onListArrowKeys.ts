import type { KeyboardEvent } from 'react'

const STEPS: Readonly<Record<string, 1 | -1 | 'first' | 'last'>> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
}

/**
 * Arrow keys for a list of buttons (a `<ul>` whose `<li>` items each hold one): Down and Up move to
 * the next and previous item's button (wrapping), Home and End to the first and last. Each item
 * keeps its Tab stop; the arrows are a faster way through a long list, as in a menu.
 */
export function onListArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key]
  if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return
  const items: HTMLButtonElement[] = []
  for (const item of event.currentTarget.children) {
    const button = item.querySelector<HTMLButtonElement>('button:not(:disabled)')
    if (button) items.push(button)
  }
  if (items.length === 0) return
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot
  const current = items.findIndex((button) => button === root.activeElement)
  let next = 0
  if (step === 'last') next = items.length - 1
  else if (step !== 'first' && current !== -1) {
    next = (current + step + items.length) % items.length
  }
  event.preventDefault()
  items[next]?.focus()
}
