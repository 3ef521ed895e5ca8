import { SUPPORTED_LOCALES, THEME_STORAGE_KEY } from '@airlock/core'
import { AirlockModal, AirlockProvider, useAirlockTheme } from '@airlock/react'
import { lazy, type ReactElement, Suspense } from 'react'
import { airlock } from './airlock'
import { Header } from './Header'
import { NetworkNotFound } from './NetworkNotFound'
import { SendTransaction } from './SendTransaction'
import { SignedIn } from './SignedIn'
import { SignMessage } from './SignMessage'
import { LEGACY_SIGN_IN_PATH } from './siweLegacy'
import { SIGN_IN_PATH } from './siwx'
import { SMART_SESSIONS_PATH } from './smartSessionsPath'

// Its own chunk: the session key's signing and the spend load only on that page.
const SmartSessions = lazy(async () => ({
  default: (await import('./SmartSessions')).SmartSessions,
}))

/** `/wagmi-hooks`: wagmi's own hooks beside the kit. Its own chunk (wagmi, TanStack Query). */
const WAGMI_HOOKS_PATH = '/wagmi-hooks'
const WagmiHooks = lazy(async () => ({ default: (await import('./WagmiHooks')).WagmiHooks }))

export type AppProps = {
  /**
   * The page's path; `/inline` embeds the modal in the page; `/siwx` requires sign-in;
   * `/smart-sessions` grants and spends a spending permission; `/wagmi-hooks` runs wagmi's hooks.
   */
  path: string
  /** The page's query (`?solana`), to mark the current page in the header. */
  search?: string
}

// The Appearance panel (theme mode, accent, language), the hooks panel and the folded
// networks-and-constants table load after the page, in one chunk: not in its first load.
const extras = () => import('./pageExtras')
const Showcase = lazy(() => extras().then(({ Showcase }) => ({ default: Showcase })))
const Details = lazy(() => extras().then(({ Details }) => ({ default: Details })))
const HooksPanel = lazy(() => extras().then(({ HooksPanel }) => ({ default: HooksPanel })))

/** The Appearance panel, wired to the kit: its theme, its locale and the locales it speaks. */
function Appearance(): ReactElement {
  const theme = useAirlockTheme()
  return (
    <Suspense fallback={<div className="appearance" />}>
      <Showcase theme={theme} locales={SUPPORTED_LOCALES} themeKey={THEME_STORAGE_KEY} />
    </Suspense>
  )
}

/** The demo dapp: header buttons, signing, sending, the hooks panel, and the inline-modal page. */
export function App({ path, search = '' }: AppProps): ReactElement {
  return (
    <AirlockProvider airlock={airlock}>
      <Header page={`${path}${search}`} />
      <main>
        <Appearance />
        {path === '/inline' ? (
          <section aria-labelledby="inline-title">
            <h2 id="inline-title">The modal, embedded</h2>
            <AirlockModal inline />
          </section>
        ) : path === SIGN_IN_PATH || path === LEGACY_SIGN_IN_PATH ? (
          <SignedIn />
        ) : path === WAGMI_HOOKS_PATH ? (
          <Suspense fallback={<p>Loading...</p>}>
            <WagmiHooks />
          </Suspense>
        ) : path === SMART_SESSIONS_PATH ? (
          <Suspense fallback={<p>Loading...</p>}>
            <SmartSessions />
          </Suspense>
        ) : (
          <>
            <SignMessage />
            <SendTransaction />
            <NetworkNotFound />
            <Suspense>
              <HooksPanel />
            </Suspense>
          </>
        )}
        <Suspense>
          <Details />
        </Suspense>
      </main>
    </AirlockProvider>
  )
}
