import { fetchBalance, pushView, type TokenBalance } from '@airlock/core'
import {
  AmountInput,
  Avatar,
  Button,
  EmptyState,
  ErrorState,
  SkeletonRows,
  TextInput,
} from '@airlock/ui'
import { type ReactElement, useEffect, useId, useRef, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatUsd } from '../../internal/formatUsd'
import { formatText } from '../../messages/formatText'
import { amountText } from './amountText'
import { useSendForm } from './useSendForm'

export { WalletSendPreview } from './WalletSendPreview'

const tokenKey = (token: Pick<TokenBalance, 'address' | 'symbol'>): string =>
  token.address ?? `native:${token.symbol}`

/**
 * WalletSend: the token picked from this network's balances (0-decimal tokens
 * already dropped by core), the amount with Max and its value in USD, the receiver by address or
 * by a registered name (resolved through the names API, shown with its avatar and name), the
 * network fee in USD and the insufficient-gas rule (smart accounts skip it); `Preview send` opens
 * WalletSendPreview. On Solana: SOL and SPL tokens, a Solana address as receiver (no names), the
 * fee from the Solana adapter's estimate. The form lives in core's `state.send`, so a network switch empties it.
 */
export default function WalletSend(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  const initial = core.state.send
  const [amount, setAmount] = useState(() => amountText(initial.sendTokenAmount))
  const [receiverInput, setReceiverInput] = useState(() => initial.receiverAddress ?? '')
  const { send, tokens, receiver, insufficient } = useSendForm(receiverInput, amount)
  const token = send.token
  const pickerId = useId()

  // Core emptied the form (a network switch replaces `state.send`): empty the fields too.
  const hadToken = useRef(token !== undefined)
  useEffect(() => {
    if (hadToken.current && token === undefined) {
      setAmount('')
      setReceiverInput('')
    }
    hadToken.current = token !== undefined
  }, [token])

  // The first token (the native one comes first) until the visitor picks another.
  const first = tokens[0]
  useEffect(() => {
    if (!token && first) core.state.send.token = first
  }, [core, first, token])

  if (tokens.length === 0) {
    // Placeholders while the balances are read, not "no tokens" before they arrive.
    if (send.balancesStatus === 'idle' || send.balancesStatus === 'loading')
      return <SkeletonRows count={2} label={messages.loadingTokens} />
    if (send.balancesStatus === 'failed')
      return (
        <ErrorState
          title={messages.tokenBalanceUnavailable}
          actionLabel={messages.tryAgain}
          onAction={() => fetchBalance(core, { force: true }).catch(() => undefined)}
        />
      )
    return <EmptyState title={messages.noTokens} />
  }

  const changeAmount = (value: string): void => {
    setAmount(value)
    core.state.send.sendTokenAmount = value === '' ? undefined : Number(value)
  }
  const amountNumber = Number(amount)
  const overBalance = token !== undefined && amountNumber > Number(token.quantity.numeric)
  const ready =
    token !== undefined &&
    amountNumber > 0 &&
    !overBalance &&
    receiver === 'resolved' &&
    send.receiverAddress !== undefined &&
    !insufficient
  const nativeSymbol = tokens.find((balance) => balance.address === undefined)?.symbol ?? ''

  return (
    <form
      className="al-stack al-send"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) pushView(core, 'WalletSendPreview')
      }}
    >
      <div className="al-field">
        <label className="al-field-label" htmlFor={pickerId}>
          {messages.sendTokenLabel}
        </label>
        <select
          id={pickerId}
          className="al-send-token"
          value={token ? tokenKey(token) : ''}
          onChange={(event) => {
            const picked = tokens.find((balance) => tokenKey(balance) === event.target.value)
            core.state.send.token = picked
          }}
        >
          {tokens.map((balance) => (
            <option key={tokenKey(balance)} value={tokenKey(balance)}>
              {`${balance.symbol} (${balance.quantity.numeric})`}
            </option>
          ))}
        </select>
      </div>
      <AmountInput
        label={messages.sendAmountLabel}
        value={amount}
        onValueChange={changeAmount}
        symbol={token?.symbol ?? ''}
        maxDecimals={token ? Number(token.quantity.decimals) : 18}
        locale={locale}
        valueLabel={token ? formatUsd(amountNumber * token.price || 0, locale) : undefined}
        error={overBalance ? messages.invalidAmountOrReceiver : undefined}
      />
      <Button
        type="button"
        variant="link"
        size="sm"
        disabled={!token}
        onClick={() => token && changeAmount(token.quantity.numeric)}
      >
        {messages.sendMax}
      </Button>
      <TextInput
        label={messages.sendReceiverLabel}
        placeholder={messages.sendReceiverPlaceholder}
        value={receiverInput}
        onValueChange={setReceiverInput}
        autoComplete="off"
        spellCheck={false}
        error={
          receiver === 'notFound'
            ? messages.sendReceiverNotFound
            : receiver === 'invalid'
              ? messages.invalidAmountOrReceiver
              : undefined
        }
      />
      {receiver === 'resolved' && send.receiverAddress ? (
        <div className="al-row al-send-receiver" data-testid="send-receiver">
          <Avatar address={send.receiverAddress} src={send.receiverProfileImageUrl} size="sm" />
          <span>{send.receiverProfileName ?? send.receiverAddress}</span>
        </div>
      ) : null}
      {send.gasPriceInUSD !== undefined ? (
        <p className="al-send-fee">
          {formatText(messages, 'sendNetworkFee', { fee: formatUsd(send.gasPriceInUSD, locale) })}
        </p>
      ) : null}
      {insufficient ? (
        <p className="al-send-error" role="alert">
          {formatText(messages, 'sendInsufficientGas', { symbol: nativeSymbol })}
        </p>
      ) : null}
      <Button type="submit" fullWidth disabled={!ready}>
        {messages.sendPreviewAction}
      </Button>
    </form>
  )
}
