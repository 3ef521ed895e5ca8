import { AirlockModal, AirlockProvider } from '@airlock/react'
import type { ReactElement } from 'react'
import { airlock } from './airlock'
import { Details } from './Details'
import { Header } from './Header'
import { HooksPanel } from './HooksPanel'
import { SendTransaction } from './SendTransaction'
import { SignMessage } from './SignMessage'

export type AppProps = {
  /** The page's path; `/inline` embeds the modal in the page. */
  path: string
}

/** The demo dapp: header buttons, signing, sending, the hooks panel, and the inline-modal page. */
export function App({ path }: AppProps): ReactElement {
  return (
    <AirlockProvider airlock={airlock}>
      <Header />
      <main>
        {path === '/inline' ? (
          <section aria-labelledby="inline-title">
            <h2 id="inline-title">The modal, embedded</h2>
            <AirlockModal inline />
          </section>
        ) : (
          <>
            <SignMessage />
            <SendTransaction />
            <HooksPanel />
          </>
        )}
        <Details />
      </main>
    </AirlockProvider>
  )
}
