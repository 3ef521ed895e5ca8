import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { ThemedRoot } from '../../internal/ThemedRoot'
import { accountButtonProps } from '../AccountButton/accountButtonProps'
import { ConnectButtonCustom } from './ConnectButtonCustom'

export type ConnectButtonProps = {
  /** The button's text; default the catalogue's `Connect Wallet`. */
  label?: string
}

function ConnectButtonBase({ label }: ConnectButtonProps): ReactElement {
  const { messages } = useAirlockInstance()
  return (
    <ConnectButtonCustom>
      {({ account, status, openConnect, openAccount, onIntent }) => (
        // One button element for both states: connecting inside the modal keeps its opener in
        // the page, so closing the modal returns the focus here.
        <ThemedRoot>
          {account ? (
            <Button key="button" {...accountButtonProps(account, openAccount)} />
          ) : (
            <Button
              key="button"
              onClick={openConnect}
              onPointerEnter={onIntent}
              onFocus={onIntent}
              loading={status === 'connecting'}
            >
              {label ?? messages.connect}
            </Button>
          )}
        </ThemedRoot>
      )}
    </ConnectButtonCustom>
  )
}

/**
 * Connect when disconnected, the account when connected. Hovering or focusing it marks the
 * visitor's intent and prefetches the modal. `ConnectButton.Custom` is the headless version.
 *
 * @example
 * <ConnectButton />
 * <ConnectButton.Custom>{({ openConnect }) => <button onClick={openConnect}>Sign in</button>}</ConnectButton.Custom>
 */
export const ConnectButton: ((props: ConnectButtonProps) => ReactElement) & {
  Custom: typeof ConnectButtonCustom
} = /*#__PURE__*/ Object.assign(ConnectButtonBase, { Custom: ConnectButtonCustom })
