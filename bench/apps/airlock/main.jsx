// The minimal dapp on Airlock: one connect button, Ethereum + Arbitrum, the EVM adapter. The
// packages come from the workspace builds (the bench's Vite config aliases them to `dist/`).
import { createEvmAdapter } from '@airlock/adapter-evm'
import { arbitrum, mainnet } from '@airlock/core'
import { AirlockProvider, ConnectButton, createAirlock } from '@airlock/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const networks = [mainnet, arbitrum]
// No backend runs in the bench (the peers' hosted APIs are blocked too): the local cloud's URLs
// point at a path of this server that answers 404 at once.
const backend = `${location.origin}/no-backend`
// apps/airlock-idle serves this same file from a page marked `data-preload-modal="idle"`: the
// one opt-in the bench compares with the default.
const preloadModal = document.documentElement.dataset.preloadModal === 'idle' ? 'idle' : 'intent'
const airlock = createAirlock({
  projectId: 'bench-project',
  networks,
  apiUrl: backend,
  registryUrl: backend,
  // WalletConnect on, as every peer has it: its SDK loads only when the visitor picks it. The
  // relay would be the local cloud's, which the bench does not start.
  adapters: [createEvmAdapter({ walletConnect: true })], // networks, relay and metadata from core
  metadata: { name: 'Bench', description: 'Bench dapp', url: location.origin, icons: [] },
  preloadModal,
})

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
    </AirlockProvider>
  </StrictMode>,
)
