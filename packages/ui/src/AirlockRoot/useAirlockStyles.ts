import { useStyles } from '../internal/useStyles'

/**
 * Adopts a stylesheet into the enclosing `AirlockRoot`'s shadow root, once per CSS text, as a
 * constructable sheet (allowed under a strict CSP). For code that composes the kit's components
 * into screens and needs layout of its own; outside a root nothing is attached.
 *
 * @example
 * const css = '.my-screen { display: grid; gap: 12px; }'
 * function MyScreen() {
 *   useAirlockStyles(css)
 *   return <div className="my-screen">...</div>
 * }
 */
export function useAirlockStyles(css: string): void {
  useStyles(css)
}
