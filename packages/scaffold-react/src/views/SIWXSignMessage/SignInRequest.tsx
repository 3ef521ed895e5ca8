import { cancelSiwx, signSiwxMessage } from '@airlock/core'
import { Address, Avatar, Button, WalletImage } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'

export type SignInRequestProps = {
  /** `siwe`: the legacy sign-in-with-Ethereum wording (ConnectingSiwe). */
  kind: 'siwx' | 'siwe'
}

/**
 * The sign-in request both sign views show: the dapp (name, icon) and the account, why a
 * signature is asked, Cancel and Sign; `Signature declined` after a refusal, with Sign to retry.
 * Core does the work (`signSiwxMessage`, `cancelSiwx`) and decides where the modal goes next.
 */
export function SignInRequest({ kind }: SignInRequestProps): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { chain, siwx } = useSnapshot(core.state)
  const account = chain.accounts[chain.activeNamespace]
  const metadata = core.options.metadata
  const name = metadata?.name || messages.siwxThisApp
  const signing = siwx.status === 'signing'
  const title = kind === 'siwe' ? 'siweRequestTitle' : 'siwxRequestTitle'
  return (
    <div className="al-stack al-connecting">
      <div className="al-row" aria-hidden="true">
        <WalletImage name={name} src={metadata?.icons[0]} size="lg" decorative />
        {account?.address ? (
          <Avatar
            address={account.address}
            {...(account.profileImage ? { src: account.profileImage } : {})}
            size="lg"
          />
        ) : null}
      </div>
      <p>
        <strong>{formatText(messages, title, { name })}</strong>
      </p>
      <p>{messages.siwxRequestText}</p>
      {account?.address ? (
        <Address address={account.address} name={account.profileName} copyable={false} />
      ) : null}
      {siwx.status === 'declined' ? <p role="alert">{messages.signatureDeclined}</p> : null}
      {signing ? <p role="status">{messages.siwxSigning}</p> : null}
      <div className="al-row">
        <Button variant="secondary" disabled={signing} onClick={() => void cancelSiwx(core)}>
          {messages.siwxCancel}
        </Button>
        <Button loading={signing} onClick={() => void signSiwxMessage(core)}>
          {messages.siwxSign}
        </Button>
      </div>
    </div>
  )
}
