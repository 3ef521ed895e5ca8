import {
  ensureSwapState,
  fetchSwapTokens,
  goBack,
  SWAP_POPULAR_SYMBOLS,
  SWAP_SUGGESTED_SYMBOLS,
  type SwapToken,
  setSwapToken,
} from '@airlock/core'
import {
  Button,
  EmptyState,
  ErrorState,
  SearchInput,
  SkeletonRows,
  TokenListItem,
} from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatUsd } from '../../internal/formatUsd'
import { useSwapBalances } from './useSwapBalances'

// The cloud marks its suggested and popular tokens; without marks, core's symbol lists decide.
const flagged = (token: SwapToken, flag: 'suggested' | 'popular', symbols: readonly string[]) =>
  typeof token[flag] === 'boolean' ? token[flag] === true : symbols.includes(token.symbol)

/**
 * SwapSelectToken: the token for one side of the swap (the side the form asked for). A search
 * by symbol, name or address; suggested tokens as one-tap buttons; the visitor's own tokens with
 * their balances; then the popular tokens and the rest. Picking one goes back to Swap and quotes.
 */
export function SwapSelectToken(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  const swap = useSnapshot(core.state).swap
  const balanceOf = useSwapBalances()
  const [query, setQuery] = useState('')
  // Opened without the Swap form before it (a reload, a link): read the tokens here.
  useEffect(() => {
    if (ensureSwapState(core).tokensStatus === 'idle') fetchSwapTokens(core).catch(() => undefined)
  }, [core])
  if (!swap || swap.tokensStatus === 'idle' || swap.tokensStatus === 'loading')
    return <SkeletonRows count={4} label={messages.loadingTokens} />
  if (swap.tokensStatus === 'failed')
    return (
      <ErrorState
        title={messages.somethingWentWrong}
        actionLabel={messages.tryAgain}
        onAction={() => fetchSwapTokens(core).catch(() => undefined)}
      />
    )
  const tokens = swap.tokens as SwapToken[]
  const pick = (token: SwapToken) => {
    void setSwapToken(core, { side: swap.tokenSide, token })
    goBack(core)
  }
  const needle = query.trim().toLowerCase()
  const matches = needle
    ? tokens.filter((token) =>
        [token.symbol, token.name, token.address].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : tokens
  const held = matches.filter((token) => Number(balanceOf(token)?.quantity ?? 0) > 0)
  const others = matches
    .filter((token) => !held.includes(token))
    .sort(
      (a, b) =>
        Number(flagged(b, 'popular', SWAP_POPULAR_SYMBOLS)) -
        Number(flagged(a, 'popular', SWAP_POPULAR_SYMBOLS)),
    )
  const suggested = tokens.filter((token) => flagged(token, 'suggested', SWAP_SUGGESTED_SYMBOLS))
  const row = (token: SwapToken) => {
    const balance = balanceOf(token)
    return (
      <li key={token.address}>
        <TokenListItem
          name={token.name}
          symbol={token.symbol}
          quantity={balance?.quantity ?? '0'}
          value={balance ? formatUsd(balance.value, locale) : undefined}
          iconSrc={token.logoUri}
          onSelect={() => pick(token)}
        />
      </li>
    )
  }
  return (
    <div className="al-stack al-swap-select">
      <SearchInput label={messages.swapSearchToken} onSearch={setQuery} debounceMs={0} autoFocus />
      {needle ? null : (
        <section aria-label={messages.swapSuggested}>
          <h3 className="al-field-label">{messages.swapSuggested}</h3>
          <div className="al-row al-swap-suggested">
            {suggested.map((token) => (
              <Button key={token.address} variant="secondary" size="sm" onClick={() => pick(token)}>
                {token.symbol}
              </Button>
            ))}
          </div>
        </section>
      )}
      {matches.length === 0 ? <EmptyState title={messages.swapNoTokensFound} /> : null}
      {held.length > 0 ? (
        <section aria-label={messages.swapYourTokens}>
          <h3 className="al-field-label">{messages.swapYourTokens}</h3>
          <ul className="al-list">{held.map(row)}</ul>
        </section>
      ) : null}
      {others.length > 0 ? (
        <section aria-label={messages.swapPopular}>
          <h3 className="al-field-label">{messages.swapPopular}</h3>
          <ul className="al-list">{others.map(row)}</ul>
        </section>
      ) : null}
    </div>
  )
}
