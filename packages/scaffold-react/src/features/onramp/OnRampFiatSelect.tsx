import { ensureOnrampState, goBack, type OnrampState, setOnrampForm } from '@airlock/core'
import { Button, SkeletonRows } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/** The currencies shown when the provider's options could not be read. */
const FALLBACK_CURRENCIES = ['USD']

/**
 * OnRampFiatSelect: the fiat currencies the provider takes (`GET /v1/onramp/options`); choosing
 * one sets it on the buy form and goes back.
 */
export default function OnRampFiatSelect(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const onramp = useSnapshot(ensureOnrampState(core)) as Readonly<OnrampState>
  const currencies = onramp.options?.paymentCurrencies.map((c) => c.id) ?? FALLBACK_CURRENCIES
  // Placeholders while the provider's options are read (the fallback is for when they fail).
  if (onramp.optionsStatus === 'loading') return <SkeletonRows count={3} label={messages.loading} />
  return (
    <div className="al-stack">
      {currencies.map((id) => (
        <Button
          key={id}
          variant={id === onramp.paymentCurrency ? 'primary' : 'secondary'}
          fullWidth
          aria-pressed={id === onramp.paymentCurrency}
          onClick={() => {
            setOnrampForm(core, { paymentCurrency: id })
            goBack(core)
          }}
        >
          {id}
        </Button>
      ))}
    </div>
  )
}
