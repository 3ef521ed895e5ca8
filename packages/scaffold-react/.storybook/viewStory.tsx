import {
  type Connector,
  connect,
  createMemoryStorage,
  mainnet,
  optimism,
  type RouterData,
  type View,
} from '@airlock/core'
import { createTestAdapter, type TestAdapter } from '@airlock/core/testing'
import type { StoryObj } from '@storybook/react-vite'
import type { ReactElement } from 'react'
import { AirlockProvider } from '../src/AirlockProvider/AirlockProvider'
import { type Airlock, type CreateAirlockParameters, createAirlock } from '../src/createAirlock'
import { AirlockModal } from '../src/modal/AirlockModal'
import { createTestEmbeddedWallet } from '../src/test/createTestEmbeddedWallet'
import {
  failStoryCloudRoutes,
  holdStoryCloudRoutes,
  installStoryCloudDouble,
  STORY_CLOUD_URL,
} from './storyCloudDouble'

/** What a story's `prepare` and `open` get: the real core, its test adapter, the embedded double. */
export type ViewStoryContext = {
  airlock: Airlock
  adapter: TestAdapter
  wallet: ReturnType<typeof createTestEmbeddedWallet>
}

/** How a view's story sets the core up before the modal opens. */
export type ViewStorySetup = {
  /** The registry's view id the story shows (the check matches stories to the registry by it). */
  view: View
  /** The router data the view is opened with. */
  data?: RouterData
  /**
   * Who is there: nobody (default), a browser wallet (the test adapter's injected connector) or
   * a visitor signed in to the embedded wallet (its test double, by email).
   */
  account?: 'none' | 'wallet' | 'embedded'
  /** Runs once connected, before the modal opens: sets core state directly. */
  prepare?(story: ViewStoryContext): void | Promise<void>
  /** Opens the view the way the app does, instead of `airlock.open({ view, data })`. */
  open?(story: ViewStoryContext): void | Promise<void>
  /** Cloud routes (parts of their path) that answer 500 in this story: its error state. */
  failingRoutes?: readonly string[]
  /**
   * Cloud routes (parts of their path) that never answer in this story: its loading state. Name
   * the story `Loading` (or `... Loading`): the Storybook check then waits for the view's
   * skeleton, and fails without one, instead of waiting for it to go.
   */
  pendingRoutes?: readonly string[]
  /** More createAirlock options (a `siwx` config, `features`...), over the story's defaults. */
  options?: Partial<CreateAirlockParameters>
  /** A locale to show the view in (`ar` mirrors it); default: the toolbar's. */
  locale?: string
}

const AUTH: Connector = { id: 'auth', name: 'Email and socials', type: 'AUTH', chain: 'eip155' }
const INJECTED: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
}

/** The signed-in visitor of an embedded-wallet story (the test adapter's address). */
export function embeddedUser(): {
  email: string
  address: string
  chainId: number
  accounts: { address: string; type: 'eoa' }[]
  smartAccountDeployed: boolean
  preferredAccountType: 'eoa'
} {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  return {
    email: 'visitor@example.org',
    address,
    chainId: 1,
    accounts: [{ address, type: 'eoa' as const }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa' as const,
  }
}

// The page's own window.open, put back before each story (a story may replace it).
const browserOpen = typeof window === 'undefined' ? undefined : window.open

/**
 * Makes window.open hand back a TEST DOUBLE of a window that stays open and never loads (a
 * social login's window), for the story being shown: no real window, no request.
 *
 * @example
 * prepare: () => holdWindows()
 */
export function holdWindows(): void {
  window.open = () =>
    ({
      closed: false,
      close: () => undefined,
      focus: () => undefined,
      postMessage: () => undefined,
      location: { href: 'about:blank', replace: () => undefined, assign: () => undefined },
    }) as unknown as Window
}

async function createStoryAirlock(
  setup: ViewStorySetup,
  theme: 'light' | 'dark',
  locale: string,
): Promise<Airlock> {
  installStoryCloudDouble()
  if (browserOpen) window.open = browserOpen
  failStoryCloudRoutes(setup.failingRoutes ?? [])
  holdStoryCloudRoutes(setup.pendingRoutes ?? [])
  const wallet = createTestEmbeddedWallet(AUTH.id)
  const adapter: TestAdapter = Object.assign(createTestAdapter({ connectors: [AUTH, INJECTED] }), {
    embeddedWallet: { connectorId: wallet.connectorId, createFrame: wallet.createFrame },
  })
  const airlock = createAirlock({
    projectId: 'storybook',
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl: STORY_CLOUD_URL,
    registryUrl: STORY_CLOUD_URL,
    themeMode: theme,
    locale,
    disableAppend: true,
    metadata: {
      name: 'Airlock Storybook',
      description: 'The modal views',
      url: 'http://127.0.0.1',
      icons: [],
    },
    ...setup.options,
  })
  wallet.test.set = (patch) => Object.assign(airlock.core.state.embedded, patch)
  const story: ViewStoryContext = { airlock, adapter, wallet }
  if (setup.account === 'wallet') await connect(airlock.core, { connector: INJECTED })
  if (setup.account === 'embedded') {
    await connect(airlock.core, { connector: AUTH })
    wallet.test.set({ user: embeddedUser(), smartAccountEnabledNetworks: [] })
  }
  await setup.prepare?.(story)
  if (setup.open) await setup.open(story)
  else airlock.open({ view: setup.view, ...(setup.data ? { data: setup.data } : {}) })
  return airlock
}

function ViewCanvas({ airlock }: { airlock: Airlock }): ReactElement {
  return (
    <AirlockProvider airlock={airlock}>
      <AirlockModal />
    </AirlockProvider>
  )
}

/**
 * A story of one modal view: a real core (createAirlock with the test adapter, the embedded
 * wallet's test double and the cloud double), set up as `setup` says, with the modal open on the
 * view, in the toolbar's theme (light or dark) and locale.
 *
 * @example
 * export const Default = viewStory({ view: 'Networks', account: 'wallet' })
 */
export function viewStory(setup: ViewStorySetup): StoryObj {
  return {
    parameters: { airlockView: setup.view, ...(setup.locale ? { locale: setup.locale } : {}) },
    loaders: [
      async (context) => {
        const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
        const locale = setup.locale ?? (context.globals.locale as string | undefined) ?? 'en'
        return { airlock: await createStoryAirlock(setup, theme, locale) }
      },
    ],
    render: (_args, { loaded }) => <ViewCanvas airlock={loaded.airlock as Airlock} />,
  }
}
