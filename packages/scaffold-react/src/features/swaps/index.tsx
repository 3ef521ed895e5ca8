import {
  ensureSwapState,
  fetchBalance,
  fetchSwapTokens,
  pushView,
  SWAP_SLIPPAGE,
  setSwapAmount,
  setSwapToAmount,
  switchSwapTokens,
} from '@airlock/core'
import { AmountInput, Button, EmptyState, ErrorState, SkeletonRows } from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatUsd } from '../../internal/formatUsd'
import { formatText } from '../../messages/formatText'
import { localAmount } from './localAmount'
import { localPercent } from './localPercent'
import { SwapErrorLine } from './SwapErrorLine'
import { SwapTokenButton } from './SwapTokenButton'
import { shortAmount } from './shortAmount'
import { useSwapBalances } from './useSwapBalances'

export { SwapPreview } from './SwapPreview'
export { SwapSelectToken } from './SwapSelectToken'

/**
 * Swap: the token to pay with and the one to receive (each opens
 * SwapSelectToken), the amount to pay (with the balance and Max) or the amount to receive, the
 * quote as either is typed
 * (debounced in core, stale answers dropped), the slippage, and `Review swap` to SwapPreview.
 * The form lives in core's `state.swap` (per network); its errors show where they
 * happen: `Network not supported for Swaps` off the twelve swap networks.
 */
export default function Swap(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  const { swap, chain, send } = useSnapshot(core.state, { sync: true })
  const network = chain.activeNetwork.caipNetworkId
  const balanceOf = useSwapBalances()

  // Another network starts the form again (core keeps one per network).
  // biome-ignore lint/correctness/useExhaustiveDependencies: network is the trigger, not an input
  useEffect(() => {
    const state = ensureSwapState(core)
    if (state.tokensStatus !== 'ready') fetchSwapTokens(core).catch(() => undefined)
    // Fresh balances for the amount check and Max (Account's may be up to 30 s old).
    fetchBalance(core, { force: true }).catch(() => undefined)
  }, [core, network])

  if (
    !swap ||
    swap.network !== network ||
    swap.tokensStatus === 'loading' ||
    swap.tokensStatus === 'idle'
  ) {
    if (swap?.error?.messageId === 'networkNotSupportedForSwaps')
      return <EmptyState title={messages.networkNotSupportedForSwaps} />
    return <SkeletonRows count={2} label={messages.swapLoadingQuote} />
  }
  if (swap.tokensStatus === 'failed')
    return swap.error?.messageId === 'networkNotSupportedForSwaps' ? (
      <EmptyState title={messages.networkNotSupportedForSwaps} />
    ) : (
      <ErrorState
        title={messages.somethingWentWrong}
        actionLabel={messages.tryAgain}
        onAction={() => fetchSwapTokens(core).catch(() => undefined)}
      />
    )

  const { sourceToken, toToken, sourceTokenAmount, quoteStatus } = swap
  const balance = sourceToken ? balanceOf(sourceToken) : undefined
  const amount = Number(sourceTokenAmount)
  const overBalance = sourceToken !== undefined && amount > Number(balance?.quantity ?? 0)
  const price = (token: { address: string } | undefined) =>
    token ? swap.prices[token.address.toLowerCase()] : undefined
  const sourceUsd = amount * (price(sourceToken) ?? 0)
  const toUsd = Number(swap.toTokenAmount || 0) * (price(toToken) ?? 0)
  const action =
    !sourceToken || !toToken
      ? messages.swapSelectToken
      : !(amount > 0)
        ? messages.swapEnterAmount
        : overBalance
          ? formatText(messages, 'swapInsufficientBalance', { symbol: sourceToken.symbol })
          : quoteStatus === 'loading'
            ? messages.swapLoadingQuote
            : messages.swapReview
  const ready =
    action === messages.swapReview && quoteStatus === 'ready' && swap.quote !== undefined

  return (
    <form
      className="al-stack al-swap"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) pushView(core, 'SwapPreview')
      }}
    >
      <div className="al-row al-swap-side">
        <AmountInput
          label={messages.swapFromLabel}
          value={
            swap.amountSide === 'source' || !sourceTokenAmount
              ? sourceTokenAmount
              : shortAmount(sourceTokenAmount)
          }
          onValueChange={(value) => void setSwapAmount(core, value)}
          symbol={sourceToken?.symbol ?? ''}
          maxDecimals={sourceToken?.decimals ?? 18}
          locale={locale}
          valueLabel={sourceToken && amount > 0 ? formatUsd(sourceUsd, locale) : undefined}
          error={
            overBalance
              ? formatText(messages, 'swapInsufficientBalance', {
                  symbol: sourceToken?.symbol ?? '',
                })
              : undefined
          }
        />
        <SwapTokenButton side="source" token={sourceToken} label={messages.swapFromLabel} />
      </div>
      {sourceToken ? (
        <div className="al-row al-swap-balance">
          <span data-testid="swap-source-balance">
            {formatText(messages, 'swapBalance', {
              amount: `${localAmount(balance?.quantity ?? '0', locale)} ${sourceToken.symbol}`,
            })}
          </span>
          <Button
            type="button"
            variant="link"
            size="sm"
            disabled={!balance}
            onClick={() => balance && void setSwapAmount(core, balance.quantity)}
          >
            {messages.sendMax}
          </Button>
        </div>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={!sourceToken || !toToken}
        onClick={() => void switchSwapTokens(core)}
      >
        {messages.swapSwitchTokens}
      </Button>
      <div className="al-row al-swap-side">
        <AmountInput
          label={messages.swapToLabel}
          value={
            swap.amountSide === 'to'
              ? swap.typedToAmount
              : swap.toTokenAmount
                ? shortAmount(swap.toTokenAmount)
                : ''
          }
          onValueChange={(value) => void setSwapToAmount(core, value)}
          symbol={toToken?.symbol ?? ''}
          maxDecimals={toToken?.decimals ?? 18}
          locale={locale}
          placeholder={quoteStatus === 'loading' ? messages.swapLoadingQuote : '0'}
          valueLabel={toToken && swap.toTokenAmount ? formatUsd(toUsd, locale) : undefined}
        />
        <SwapTokenButton side="to" token={toToken} label={messages.swapToLabel} />
      </div>
      {toToken ? (
        <p className="al-swap-to-balance" data-testid="swap-to-balance">
          {formatText(messages, 'swapBalance', {
            amount: `${localAmount(balanceOf(toToken)?.quantity ?? '0', locale)} ${toToken.symbol}`,
          })}
        </p>
      ) : null}
      <p className="al-swap-slippage">{`${messages.swapSlippage}: ${localPercent(SWAP_SLIPPAGE, locale, 0)}`}</p>
      {swap.gasPriceInUSD !== undefined && quoteStatus === 'ready' ? (
        <p className="al-swap-fee">{`${messages.swapNetworkFee}: ${formatUsd(swap.gasPriceInUSD, locale)}`}</p>
      ) : null}
      <SwapErrorLine />
      <Button type="submit" fullWidth disabled={!ready} data-balances={send.balancesStatus}>
        {action}
      </Button>
    </form>
  )
}
