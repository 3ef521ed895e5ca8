import { createMemoryStorage, mainnet, optimism } from '@airlock/core'
import { createTestAdapter, type TestAdapter } from '@airlock/core/testing'
import { type BoundFunctions, type queries, render, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { AirlockProvider } from '../AirlockProvider/AirlockProvider'
import { type Airlock, type CreateAirlockParameters, createAirlock } from '../createAirlock'

export type RenderAirlock = {
  airlock: Airlock
  adapter: TestAdapter
  /** Queries inside the open modal's dialog (it lives in a shadow root under document.body). */
  modal(): Promise<BoundFunctions<typeof queries> & { dialog: HTMLElement }>
  /** Queries inside every shadow root of the page's buttons. */
  inRoots(): HTMLElement[]
  /** The button whose text is `text` in one of those roots, once it is there. */
  rootButton(text: string): Promise<HTMLButtonElement>
}

/** A real core with the in-memory test adapter and memory storage, rendered in a provider. */
export function renderAirlock(
  ui: ReactNode,
  options: Partial<CreateAirlockParameters> & { cloudUrl?: string; strict?: boolean } = {},
): RenderAirlock {
  const adapter = createTestAdapter()
  const { cloudUrl = 'http://127.0.0.1:9', strict = false, ...rest } = options
  const airlock = createAirlock({
    projectId: 'test-project',
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl: cloudUrl,
    registryUrl: cloudUrl,
    ...rest,
  })
  const tree = <AirlockProvider airlock={airlock}>{ui}</AirlockProvider>
  // React's StrictMode mounts, unmounts and mounts every component again (as `npm run dev` does).
  render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  const inRoots = () =>
    [...document.querySelectorAll('airlock-root')]
      .map((host) => host.shadowRoot?.querySelector<HTMLElement>('.al-root'))
      .filter((root): root is HTMLElement => Boolean(root))
  return {
    airlock,
    adapter,
    modal: async () => {
      // The first open in a file transforms the modal's chunk: slow on a busy machine.
      const dialog = await waitFor(() => findDialog(), { timeout: 15000 })
      return Object.assign(within(dialog), { dialog })
    },
    inRoots,
    rootButton: (text) =>
      waitFor(() => {
        const found = inRoots()
          .flatMap((root) => [...root.querySelectorAll('button')])
          .find((candidate) => candidate.textContent === text)
        if (!found) throw new TypeError(`no button ${text} yet`)
        return found
      }),
  }
}

/** The open dialog inside any Airlock shadow root; throws (for waitFor) when none is open. */
export function findDialog(): HTMLElement {
  for (const host of document.querySelectorAll('airlock-root')) {
    const dialog = host.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
    if (dialog) return dialog
  }
  throw new TypeError('no open Airlock dialog')
}
