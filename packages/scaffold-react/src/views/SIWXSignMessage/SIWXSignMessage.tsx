import type { ReactElement } from 'react'
import { SignInRequest } from './SignInRequest'

/**
 * SIWXSignMessage (sign-in with the wallet): core opens it after a connect, or an
 * account or network switch, when the account has no session; it closes once signed in.
 */
export default function SIWXSignMessage(): ReactElement {
  return <SignInRequest kind="siwx" />
}
