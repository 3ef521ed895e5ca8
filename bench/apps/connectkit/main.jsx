// The minimal dapp on ConnectKit: one connect button, Ethereum + Arbitrum, its default wallets.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { arbitrum, mainnet } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({
    appName: 'Bench',
    walletConnectProjectId: 'bench-dummy-project-id',
    chains: [mainnet, arbitrum],
  }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <ConnectKitButton />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
