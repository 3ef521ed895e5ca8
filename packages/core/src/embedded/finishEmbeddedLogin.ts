import { connect } from '../actions/connect'
import { resetView } from '../actions/resetView'
import type { AirlockCore } from '../createAirlockCore'
import { AddressOrAuthConnectorNotFoundError } from '../errors/connection'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * Finishes an embedded-wallet login: connects with the AUTH connector (the frame's GET_USER gives
 * the account) and shows Account, as a browser wallet's connect does.
 *
 * @example
 * await verifyOtp(core, { otp })
 * await finishEmbeddedLogin(core)
 */
export async function finishEmbeddedLogin(core: AirlockCore): Promise<void> {
  const connectorId = getEmbeddedWallet(core)?.wallet.connectorId
  const connector = core.state.connectors.connectors.find(({ id }) => id === connectorId)
  if (!connector) throw new AddressOrAuthConnectorNotFoundError()
  await connect(core, { connector })
  resetView(core, 'Account')
}
