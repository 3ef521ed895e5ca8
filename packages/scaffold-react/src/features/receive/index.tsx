import type { ReactElement } from 'react'
import { WalletReceive } from '../../views/WalletReceive/WalletReceive'

/** The Receive view (WalletReceive). Its own chunk, loaded only when used. */
export default function ReceiveFeature(): ReactElement | null {
  return <WalletReceive />
}
