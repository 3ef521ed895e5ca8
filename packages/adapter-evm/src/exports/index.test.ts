import { expect, test } from 'vitest'
import * as adapter from './index'

// Pins the public API: an export added or removed shows up here in review.
test('export list', () => {
  expect(Object.keys(adapter).sort()).toMatchInlineSnapshot(`
    [
      "AUTH_CONNECTOR_ID",
      "AUTH_CONNECTOR_TYPE",
      "ChainMismatchError",
      "ConnectorNotFoundError",
      "INJECTED_CONNECTOR_ID",
      "INJECTED_CONNECTOR_NAME",
      "InvalidProjectIdError",
      "SessionExpiredError",
      "WALLET_CONNECT_CONNECTOR_ID",
      "WALLET_ICON_MAX_LENGTH",
      "WALLET_NAME_MAX_LENGTH",
      "createAuthWagmiConnector",
      "createEvmAdapter",
      "createEvmAuth",
      "createEvmWagmiConfig",
      "getEvmConnectors",
      "isReverseDns",
      "sanitizeWalletIcon",
      "sanitizeWalletName",
      "switchEvmChain",
      "toAddEthereumChainParameter",
      "toViemChain",
      "toWalletConnectRpcMap",
      "walletConnect",
      "watchPendingTransactions",
    ]
  `)
})
