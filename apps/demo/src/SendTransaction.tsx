import { fetchBalance, sendTransaction } from '@airlock/core'
import { useAirlockAccount, useAirlockInstance } from '@airlock/react'
import { type ReactElement, useState } from 'react'
import { parseEther } from 'viem'
import { recipient } from './config'
import { errorWords } from './errorWords'

type Outcome = { kind: 'sent'; hash: string } | { kind: 'failed'; message: string }

/** Sends 0.001 ETH to a fixed test address, shows the hash and refreshes the balance. */
export function SendTransaction(): ReactElement {
  const { core } = useAirlockInstance()
  const { isConnected } = useAirlockAccount()
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  const send = async () => {
    setBusy(true)
    setOutcome(undefined)
    try {
      const hash = await sendTransaction(core, { to: recipient, value: parseEther('0.001') })
      setOutcome({ kind: 'sent', hash })
      // The local chains mine at once, so the new balance is there to read.
      await fetchBalance(core)
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: errorWords(error),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <p>
        0.001 ETH to <code>{recipient}</code>
      </p>
      <button type="button" onClick={send} disabled={!isConnected || busy}>
        Send transaction
      </button>
      <output aria-label="Transaction result">
        {outcome?.kind === 'sent' && <code>{outcome.hash}</code>}
        {outcome?.kind === 'failed' && <span role="alert">{outcome.message}</span>}
      </output>
    </section>
  )
}
