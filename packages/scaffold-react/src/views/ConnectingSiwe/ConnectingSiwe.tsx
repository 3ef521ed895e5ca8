import type { ReactElement } from 'react'
import { SignInRequest } from '../SIWXSignMessage/SignInRequest'

/**
 * ConnectingSiwe: the sign-in request of a dapp configured with the legacy
 * `siweConfig`; the same flow as SIWXSignMessage in sign-in-with-Ethereum words.
 */
export default function ConnectingSiwe(): ReactElement {
  return <SignInRequest kind="siwe" />
}
