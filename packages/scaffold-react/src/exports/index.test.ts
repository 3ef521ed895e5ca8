import { expect, it } from 'vitest'
import * as mod from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(mod).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "AirlockModal",
      "AirlockProvider",
      "ConnectButton",
      "NetworkButton",
      "ProviderMissingError",
      "createAirlock",
      "useAirlock",
      "useAirlockAccount",
      "useAirlockEvents",
      "useAirlockInstance",
      "useAirlockNetwork",
      "useAirlockProvider",
      "useAirlockState",
      "useAirlockTheme",
      "useDisconnect",
      "useSmartSessions",
      "useWalletInfo",
    ]
  `)
})
