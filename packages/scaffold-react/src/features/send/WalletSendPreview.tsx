import { goBack, sendToken, type TokenBalance } from '@airlock/core'
import { Avatar, Button, EmptyState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatUsd } from '../../internal/formatUsd'
import { formatText } from '../../messages/formatText'
import { amountText } from './amountText'

/**
 * WalletSendPreview: what will be sent, to whom (avatar, name, address) and the network fee;
 * `Send` sends through core's `sendToken` (Account on the transaction stack, `Transaction started`
 * and the form reset on success, `Something went wrong` and the form kept on failure or abort).
 */
export function WalletSendPreview(): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  const send = useSnapshot(core.state).send
  const { token, receiverAddress } = send
  const amount = amountText(send.sendTokenAmount)
  if (!token || !receiverAddress || !amount)
    return <EmptyState title={messages.invalidAmountOrReceiver} />
  return (
    <div className="al-stack al-send-preview">
      <p className="al-send-amount" data-testid="send-preview-amount">
        {`${amountText(send.sendTokenAmount, locale || undefined)} ${token.symbol}`}
      </p>
      <p className="al-send-value">{formatUsd(Number(amount) * token.price || 0, locale)}</p>
      <p className="al-field-label">{messages.sendReceiverLabel}</p>
      <div className="al-row al-send-receiver" data-testid="send-preview-receiver">
        <Avatar address={receiverAddress} src={send.receiverProfileImageUrl} size="md" />
        <span>
          {send.receiverProfileName ? <strong>{send.receiverProfileName} </strong> : null}
          <span className="al-send-address">{receiverAddress}</span>
        </span>
      </div>
      {send.gasPriceInUSD !== undefined ? (
        <p className="al-send-fee">
          {formatText(messages, 'sendNetworkFee', { fee: formatUsd(send.gasPriceInUSD, locale) })}
        </p>
      ) : null}
      <div className="al-row">
        <Button variant="secondary" disabled={send.loading} onClick={() => goBack(core)}>
          {messages.sendEdit}
        </Button>
        <Button
          loading={send.loading}
          onClick={() => {
            void sendToken(core, {
              token: token as TokenBalance,
              amount,
              receiver: receiverAddress,
            })
          }}
        >
          {messages.sendTitle}
        </Button>
      </div>
    </div>
  )
}
