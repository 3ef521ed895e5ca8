import { connect } from '../actions/connect'
import { resetView } from '../actions/resetView'
import type { AirlockCore } from '../createAirlockCore'
import { AddressOrAuthConnectorNotFoundError } from '../errors/connection'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * Finishes an embedded-wallet login: connects with the AUTH connector (the frame's GET_USER gives
 * the account) of the active network's namespace when its adapter has an embedded wallet, else
 * of the first adapter with one, and shows Account, as a browser wallet's connect does.
 *
 * @example
 * await verifyOtp(core, { otp })
 * await finishEmbeddedLogin(core)
 */
export async function finishEmbeddedLogin(core: AirlockCore): Promise<void> {
  const connectorId = getEmbeddedWallet(core)?.wallet.connectorId
  const { connectors } = core.state.connectors
  // On a network whose adapter has an embedded wallet too, that namespace's account comes first.
  const { activeNamespace } = core.state.chain
  const active = core.adapters[activeNamespace]?.embeddedWallet
  const connector =
    (active &&
      connectors.find(({ id, chain }) => id === active.connectorId && chain === activeNamespace)) ||
    connectors.find(({ id }) => id === connectorId)
  if (!connector) throw new AddressOrAuthConnectorNotFoundError()
  await connect(core, { connector })
  resetView(core, 'Account')
}
