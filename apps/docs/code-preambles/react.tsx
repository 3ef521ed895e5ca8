// biome-ignore-all lint/correctness/noUnusedImports: a preamble declares what the fragments after it may use
// biome-ignore-all lint/correctness/noUnusedVariables: as above
// Hidden before a hook or component fragment: the imports of @airlock/react and an Airlock.
import { createEvmAdapter } from '@airlock/adapter-evm'
import { base, mainnet } from '@airlock/core'
import {
  AccountButton,
  AirlockModal,
  AirlockProvider,
  ConnectButton,
  createAirlock,
  NetworkButton,
  useAirlock,
  useAirlockAccount,
  useAirlockEvents,
  useAirlockInstance,
  useAirlockNetwork,
  useAirlockProvider,
  useAirlockState,
  useAirlockTheme,
  useDisconnect,
  useSmartSessions,
  useWalletInfo,
} from '@airlock/react'

const networks = [mainnet, base]
const airlock = createAirlock({ projectId: 'my-project', networks, adapters: [createEvmAdapter()] })
