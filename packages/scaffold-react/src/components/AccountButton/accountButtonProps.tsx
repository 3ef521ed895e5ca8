import { Avatar, type ButtonProps } from '@airlock/ui'
import type { ConnectButtonRenderProps } from '../ConnectButton/ConnectButtonCustom'

/**
 * The account button's props (avatar, name, balance), shared with `ConnectButton`, which renders
 * them on the same button element it used for Connect: the modal gives the focus back to its
 * opener on close, and after connecting the opener must still be in the page.
 */
export function accountButtonProps(
  account: NonNullable<ConnectButtonRenderProps['account']>,
  openAccount: () => void,
): ButtonProps {
  return {
    variant: 'secondary',
    onClick: openAccount,
    leading: (
      <Avatar
        address={account.address}
        size="sm"
        {...(account.avatar ? { src: account.avatar } : {})}
      />
    ),
    ...(account.displayBalance ? { trailing: account.displayBalance } : {}),
    children: account.displayName,
  }
}
