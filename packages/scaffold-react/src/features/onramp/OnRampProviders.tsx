import {
  ensureOnrampState,
  fetchOnrampOptions,
  fetchOnrampQuote,
  ONRAMP_FEE_RANGE,
  type OnrampState,
  openOnrampProvider,
  pushView,
  setOnrampForm,
} from '@airlock/core'
import { AmountInput, Button, Spinner, useAirlockStyles } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'

/** Typing pauses this long before a quote is asked for. */
const QUOTE_DEBOUNCE_MS = 300

const onrampCss = `
.al-onramp { display: flex; flex-direction: column; gap: 12px; width: 100%; text-align: start; }
.al-onramp-row { display: flex; gap: 8px; flex-wrap: wrap; }
.al-onramp-row > * { flex: 1 1 0; }
.al-onramp-methods { border: 0; padding: 0; margin: 0; min-width: 0; }
.al-onramp-line { display: flex; justify-content: space-between; gap: 8px; margin: 0; font-size: var(--al-i-text-sm); }
.al-onramp-muted { color: var(--al-text-muted); }
.al-onramp-heading { margin: 4px 0 0; font-size: var(--al-i-text-xs); font-weight: 600; color: var(--al-text-muted); }
.al-onramp-provider { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; }
`

/**
 * OnRampProviders (the Buy view): the fiat amount with its currency (OnRampFiatSelect), card or
 * bank account, the token to buy (OnRampTokenSelect), a quote as the visitor types (debounced;
 * an answer to an older amount is dropped by core), the method's limits as the amount's error,
 * then the provider list with its fee range (1-2 %) and the quote's fee. Choosing the provider
 * opens it in a new window (or offers it as a link when the browser blocks the window) and goes
 * to BuyInProgress.
 */
export default function OnRampProviders(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  useAirlockStyles(onrampCss)
  const onramp = useSnapshot(ensureOnrampState(core)) as Readonly<OnrampState>
  const [amount, setAmount] = useState(onramp.paymentAmount)

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (core.state.onramp?.optionsStatus === 'idle') void fetchOnrampOptions(core)
  }, [])

  // The form's values are the trigger: a new quote after a pause in typing or a new choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's values are the trigger
  useEffect(() => {
    if (amount === '') return
    const timer = setTimeout(() => void fetchOnrampQuote(core), QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [core, amount, onramp.paymentCurrency, onramp.purchaseCurrency, onramp.paymentMethod])

  const error = onramp.quoteError
  const errorText =
    error?.messageId === 'onrampAmountRange'
      ? formatText(messages, 'onrampAmountRange', { min: error.min ?? 0, max: error.max ?? 0 })
      : error?.messageId === 'onrampQuoteFailed'
        ? messages.onrampQuoteFailed
        : undefined
  const quote = onramp.quoteStatus === 'ready' ? onramp.quote : undefined
  const method = onramp.paymentMethod

  return (
    <div className="al-stack al-onramp">
      <fieldset className="al-onramp-row al-onramp-methods">
        <Button
          variant={method === 'card' ? 'primary' : 'secondary'}
          aria-pressed={method === 'card'}
          onClick={() => setOnrampForm(core, { paymentMethod: 'card' })}
        >
          {messages.onrampMethodCard}
        </Button>
        <Button
          variant={method === 'bank_account' ? 'primary' : 'secondary'}
          aria-pressed={method === 'bank_account'}
          onClick={() => setOnrampForm(core, { paymentMethod: 'bank_account' })}
        >
          {messages.onrampMethodBank}
        </Button>
      </fieldset>
      <AmountInput
        label={messages.onrampYouPay}
        value={amount}
        maxDecimals={2}
        locale={locale}
        symbol={onramp.paymentCurrency}
        placeholder="0"
        error={errorText}
        onValueChange={(value) => {
          setAmount(value)
          setOnrampForm(core, { paymentAmount: value })
        }}
      />
      <div className="al-onramp-row">
        <Button variant="secondary" onClick={() => pushView(core, 'OnRampFiatSelect')}>
          {`${messages.onrampSelectCurrency}: ${onramp.paymentCurrency}`}
        </Button>
        <Button variant="secondary" onClick={() => pushView(core, 'OnRampTokenSelect')}>
          {`${messages.onrampSelectToken}: ${onramp.purchaseCurrency}`}
        </Button>
      </div>
      {onramp.quoteStatus === 'loading' ? <Spinner label={messages.onrampLoadingQuote} /> : null}
      {quote ? (
        <p className="al-onramp-line" data-testid="onramp-quote">
          <span className="al-onramp-muted">{messages.onrampYouGet}</span>
          <span>{`${quote.purchaseAmount.value} ${quote.purchaseAmount.currency}`}</span>
        </p>
      ) : null}
      <h3 className="al-onramp-heading">{messages.onrampProviders}</h3>
      <Button
        variant="secondary"
        fullWidth
        disabled={!quote}
        onClick={() => {
          // From the click itself: the window opens before anything is awaited.
          void openOnrampProvider(core)
          pushView(core, 'BuyInProgress')
        }}
      >
        <span className="al-onramp-provider">
          <span>{messages.onrampLocalProvider}</span>
          <span className="al-onramp-muted">
            {formatText(messages, 'onrampFeeRange', { range: ONRAMP_FEE_RANGE })}
            {quote?.coinbaseFee
              ? ` · ${formatText(messages, 'onrampFee', {
                  amount: `${quote.coinbaseFee.value} ${quote.coinbaseFee.currency}`,
                })}`
              : ''}
          </span>
        </span>
      </Button>
    </div>
  )
}
