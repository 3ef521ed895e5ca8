import { SWAP_QUOTE_DEBOUNCE_MS } from '../constants/swap'
import type { AirlockCore } from '../createAirlockCore'

type Pending = { timer: ReturnType<typeof setTimeout>; resolve: (value: undefined) => void }
const pending = new WeakMap<AirlockCore, Pending>()

/**
 * Runs `run` once typing in either amount of the swap form has paused for 300 ms; a call that
 * newer typing overtakes resolves `undefined` without running.
 *
 * @example
 * await debounceSwapQuote(core, () => fetchSwapQuote(core))
 */
export function debounceSwapQuote<T>(
  core: AirlockCore,
  run: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const previous = pending.get(core)
  if (previous) {
    clearTimeout(previous.timer)
    previous.resolve(undefined)
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(core)
      resolve(run())
    }, SWAP_QUOTE_DEBOUNCE_MS)
    pending.set(core, { timer, resolve })
  })
}
