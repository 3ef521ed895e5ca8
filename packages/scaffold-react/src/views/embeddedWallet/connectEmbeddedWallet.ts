import {
  AddressOrAuthConnectorNotFoundError,
  type AirlockCore,
  connect,
  resetView,
} from '@airlock/core'
import type { EmbeddedWallet } from './types'

/**
 * Finishes an embedded-wallet login: connects core with the AUTH connector (the frame's GET_USER
 * gives the account) and shows Account, as a browser wallet's connect does.
 *
 * @example
 * await wallet.connectOtp({ otp })
 * await connectEmbeddedWallet(core, wallet)
 */
export async function connectEmbeddedWallet(
  core: AirlockCore,
  wallet: EmbeddedWallet,
): Promise<void> {
  const connector = core.state.connectors.connectors.find(({ id }) => id === wallet.connectorId)
  if (!connector) throw new AddressOrAuthConnectorNotFoundError()
  await connect(core, { connector })
  resetView(core, 'Account')
}
