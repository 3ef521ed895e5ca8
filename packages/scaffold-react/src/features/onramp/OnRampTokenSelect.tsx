import { ensureOnrampState, goBack, type OnrampState, setOnrampForm } from '@airlock/core'
import { Button, SkeletonRows } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/** The token shown when the provider's options could not be read. */
const FALLBACK_TOKENS = [{ id: 'eth', symbol: 'ETH', name: 'Ether' }]

/**
 * OnRampTokenSelect: the tokens the provider sells (`GET /v1/onramp/options`); choosing one sets
 * it on the buy form and goes back.
 */
export default function OnRampTokenSelect(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const onramp = useSnapshot(ensureOnrampState(core)) as Readonly<OnrampState>
  const tokens = onramp.options?.purchaseCurrencies ?? FALLBACK_TOKENS
  // Placeholders while the provider's options are read (the fallback is for when they fail).
  if (onramp.optionsStatus === 'loading')
    return <SkeletonRows count={2} label={messages.loadingTokens} />
  return (
    <div className="al-stack">
      {tokens.map((token) => (
        <Button
          key={token.id}
          variant={token.symbol === onramp.purchaseCurrency ? 'primary' : 'secondary'}
          fullWidth
          aria-pressed={token.symbol === onramp.purchaseCurrency}
          onClick={() => {
            setOnrampForm(core, { purchaseCurrency: token.symbol })
            goBack(core)
          }}
        >
          {`${token.name} (${token.symbol})`}
        </Button>
      ))}
    </div>
  )
}
