import { BaseError, optimism } from '@airlock/core'
import { useAirlockNetwork } from '@airlock/react'
import { type ReactElement, useState } from 'react'

/**
 * What a dapp gets when it asks for a network it did not configure (Optimism is not one of the
 * demo's): `switchNetwork` throws `Network not found`, and the modal shows the `Network Not Found`
 * alert the next time it opens.
 */
export function NetworkNotFound(): ReactElement {
  const { switchNetwork } = useAirlockNetwork()
  const [outcome, setOutcome] = useState<string>()
  const ask = async () => {
    setOutcome(undefined)
    try {
      await switchNetwork(optimism)
      setOutcome('Switched')
    } catch (error) {
      setOutcome(error instanceof BaseError ? error.shortMessage : String(error))
    }
  }
  return (
    <section aria-labelledby="network-not-found-title">
      <h2 id="network-not-found-title">A network the dapp did not configure</h2>
      <button type="button" onClick={ask}>
        Switch to Optimism
      </button>
      <output aria-label="Network switch result">{outcome}</output>
    </section>
  )
}
