import { Wallet } from './Wallet'

/** Server component: the page around the client-side wallet section. */
export default function Home() {
  return (
    <main>
      <h1>Airlock on Next.js</h1>
      <p>Server-rendered: after connecting, reload the page and the account is already there.</p>
      <Wallet />
    </main>
  )
}
