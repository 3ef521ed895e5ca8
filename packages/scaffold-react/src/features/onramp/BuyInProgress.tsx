import { ensureOnrampState, goBack, type OnrampState, pushView } from '@airlock/core'
import { Button, ButtonLink, Spinner } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'

/**
 * BuyInProgress: the purchase at the provider (core's `state.onramp.purchase`): opening (or the
 * page leaving for the provider when the browser blocked its window), waiting for the provider's
 * window or, back from the provider, for the funds; the provider offered as a link only where the
 * tab cannot keep the purchase for a redirect,
 * then `Purchase complete` with the amount that arrived (core has fetched the balances and
 * Activity again) and a way to the purchases; a provider that could not be opened offers Try again.
 */
export default function BuyInProgress(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { purchase } = useSnapshot(ensureOnrampState(core)) as Readonly<OnrampState>
  const provider = messages.onrampLocalProvider
  if (!purchase || purchase.phase === 'opening' || purchase.phase === 'redirecting')
    return (
      <div className="al-stack al-connecting">
        <Spinner label={messages.onrampOpening} />
      </div>
    )
  if (purchase.phase === 'failed')
    return (
      <div className="al-stack al-connecting">
        <p role="alert">{messages.onrampFailed}</p>
        <Button variant="secondary" onClick={() => goBack(core)}>
          {messages.tryAgain}
        </Button>
      </div>
    )
  if (purchase.phase === 'completed')
    return (
      <div className="al-stack al-connecting" data-testid="onramp-completed">
        <p role="status">
          <strong>{messages.onrampCompleted}</strong>
        </p>
        {purchase.purchaseAmount ? (
          <p>
            {formatText(messages, 'onrampCompletedAmount', {
              amount: `${purchase.purchaseAmount.value} ${purchase.purchaseAmount.currency}`,
            })}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => pushView(core, 'OnRampActivity')}>
          {messages.onrampSeeActivity}
        </Button>
      </div>
    )
  const waiting = purchase.resumed ? 'onrampReturned' : 'onrampPending'
  return (
    <div className="al-stack al-connecting">
      {purchase.phase === 'blocked' && purchase.url ? (
        <>
          <p>{messages.onrampBlocked}</p>
          {/* A link the visitor clicks is never blocked; it keeps the opener for the message back. */}
          <ButtonLink href={purchase.url} target="_blank" rel="noopener opener">
            {formatText(messages, 'onrampOpenProvider', { provider })}
          </ButtonLink>
        </>
      ) : (
        <p>{formatText(messages, waiting, { provider })}</p>
      )}
      <Spinner label={formatText(messages, waiting, { provider })} />
    </div>
  )
}
