// Helpers for a story's `play`: the modal lives in a shadow root, which Testing Library's queries
// do not enter, so these find by accessible text inside it and act as a visitor would (a click,
// typing into a field React listens to).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every open shadow root under `element`, deepest last. */
function shadowRoots(element: Element | ShadowRoot): ShadowRoot[] {
  const found: ShadowRoot[] = []
  for (const child of element.querySelectorAll('*'))
    if (child.shadowRoot) found.push(child.shadowRoot, ...shadowRoots(child.shadowRoot))
  return found
}

/** Waits (at most 5 s) until `find` returns an element. */
async function waitFor<T>(find: () => T | undefined | null, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = find()
    if (found) return found
    await sleep(50)
  }
  throw new TypeError(`story: no ${what} in the modal`)
}

/**
 * Finds, in the story's modal, the first `selector` element whose text or aria-label is `name`.
 *
 * @example
 * await play.find(canvasElement, 'button', 'Activity')
 */
export function find(canvas: Element, selector: string, name: string): Promise<HTMLElement> {
  return waitFor(
    () =>
      shadowRoots(canvas)
        .flatMap((root) => [...root.querySelectorAll<HTMLElement>(selector)])
        .find(
          (element) =>
            element.textContent?.trim() === name || element.getAttribute('aria-label') === name,
        ),
    `${selector} "${name}"`,
  )
}

/**
 * Clicks the `selector` element named `name` in the story's modal.
 *
 * @example
 * await click(canvasElement, '[role="tab"]', 'Activity')
 */
export async function click(canvas: Element, selector: string, name: string): Promise<void> {
  ;(await find(canvas, selector, name)).click()
}

/**
 * Types `value` into the field labelled `label` (its <label>, aria-label or placeholder) in the
 * story's modal, as React sees typing.
 *
 * @example
 * await type(canvasElement, 'Amount', '0.5')
 */
export async function type(canvas: Element, label: string, value: string): Promise<void> {
  const input = await waitFor(
    () =>
      shadowRoots(canvas)
        .flatMap((root) => [...root.querySelectorAll<HTMLInputElement>('input')])
        .find((field) => {
          const root = field.getRootNode() as ShadowRoot
          const labelled = field.id
            ? root.querySelector(`label[for="${field.id}"]`)?.textContent?.trim()
            : undefined
          return (
            labelled === label ||
            field.getAttribute('aria-label') === label ||
            field.placeholder === label
          )
        }),
    `field "${label}"`,
  )
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
