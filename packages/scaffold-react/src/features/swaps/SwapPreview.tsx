import { approveSwap, goBack, SWAP_SLIPPAGE, swapTokens } from '@airlock/core'
import { Button, EmptyState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatUsd } from '../../internal/formatUsd'
import { formatText } from '../../messages/formatText'
import { localAmount } from './localAmount'
import { localPercent } from './localPercent'
import { SwapErrorLine } from './SwapErrorLine'
import { unitsText as formatUnits } from './unitsText'

/**
 * SwapPreview: what is paid and received (with USD values), the price impact, the network fee in
 * USD, the pool fee, the slippage (1 %) and the minimum received. When the router may
 * not spend enough of the token yet, `Approve` comes first (core's `approveSwap`); `Swap` then
 * sends (core's `swapTokens`: back to Account with `Transaction started`, balances and Activity
 * refreshed; a failure stays here with its message).
 */
export function SwapPreview(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  const swap = useSnapshot(core.state).swap
  const quote = swap?.quote
  if (!swap || !quote || !swap.sourceToken || !swap.toToken)
    return <EmptyState title={messages.swapEnterAmount} />
  const { sourceToken, toToken } = swap
  const price = (address: string) => swap.prices[address.toLowerCase()] ?? 0
  const paid = formatUnits(quote.fromAmount, sourceToken.decimals)
  const received = formatUnits(quote.toAmount, toToken.decimals)
  const busy = swap.status !== 'idle'
  const rows: [string, string, string][] = [
    [messages.swapPriceImpact, localPercent(quote.priceImpact, locale, 2), 'swap-price-impact'],
    [messages.swapNetworkFee, formatUsd(swap.gasPriceInUSD ?? 0, locale), 'swap-network-fee'],
    [
      messages.swapProviderFee,
      `${localAmount(formatUnits(quote.fee, sourceToken.decimals), locale)} ${sourceToken.symbol}`,
      'swap-pool-fee',
    ],
    [messages.swapSlippage, localPercent(SWAP_SLIPPAGE, locale, 0), 'swap-slippage'],
    [
      messages.swapMinimumReceived,
      `${localAmount(formatUnits(quote.minimumReceived, toToken.decimals), locale)} ${toToken.symbol}`,
      'swap-minimum',
    ],
  ]
  return (
    <div className="al-stack al-swap-preview">
      <p className="al-field-label">{messages.swapFromLabel}</p>
      <p className="al-swap-amount" data-testid="swap-preview-from">
        {`${localAmount(paid, locale)} ${sourceToken.symbol}`}
      </p>
      <p className="al-send-value">
        {formatUsd(Number(paid) * price(sourceToken.address), locale)}
      </p>
      <p className="al-field-label">{messages.swapToLabel}</p>
      <p className="al-swap-amount" data-testid="swap-preview-to">
        {`${localAmount(received, locale)} ${toToken.symbol}`}
      </p>
      <p className="al-send-value">
        {formatUsd(Number(received) * price(toToken.address), locale)}
      </p>
      <dl className="al-swap-details">
        {rows.map(([term, value, id]) => (
          <div key={id} className="al-row">
            <dt>{term}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </dl>
      {swap.approvalNeeded ? (
        <p className="al-swap-hint">
          {formatText(messages, 'swapApproveHint', { symbol: sourceToken.symbol })}
        </p>
      ) : null}
      <SwapErrorLine />
      <div className="al-row">
        <Button variant="secondary" disabled={busy} onClick={() => goBack(core)}>
          {messages.sendEdit}
        </Button>
        {swap.approvalNeeded ? (
          <Button
            loading={swap.status === 'approving'}
            disabled={busy}
            onClick={() => void approveSwap(core)}
          >
            {swap.status === 'approving'
              ? messages.swapApproving
              : formatText(messages, 'swapApprove', { symbol: sourceToken.symbol })}
          </Button>
        ) : (
          <Button
            loading={swap.status === 'swapping'}
            disabled={busy}
            onClick={() => void swapTokens(core)}
          >
            {swap.status === 'swapping' ? messages.swapSwapping : messages.swapAction}
          </Button>
        )}
      </div>
    </div>
  )
}
