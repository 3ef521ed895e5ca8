import type { Network } from './types'

// The eip155 definitions are viem's (SPEC-READINGS "Names the spec leaves open"), as
// `defineEvmNetwork(viemChain)` gives them, written out here as data: importing a chain from
// `viem/chains` also brings its chain config (the OP Stack, Celo and ZKsync ones carry transaction
// serializers and formatters, ~5 KiB gzip with the hashes they use) into every page that lists the
// network. `evm.test.ts` checks each against `defineEvmNetwork` of viem's chain of the pinned viem,
// so a viem update that changes one fails there and names it.

/** Ethereum (eip155:1). */
export const mainnet: Network = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://ethereum.reth.rs/rpc'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Etherscan',
      url: 'https://etherscan.io',
    },
  },
  testnet: false,
}
/** Sepolia (eip155:11155111), testnet. */
export const sepolia: Network = {
  id: 11155111,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155111',
  name: 'Sepolia',
  nativeCurrency: {
    name: 'Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://11155111.rpc.thirdweb.com'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Etherscan',
      url: 'https://sepolia.etherscan.io',
    },
  },
  testnet: true,
}
/** OP Mainnet (eip155:10). */
export const optimism: Network = {
  id: 10,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10',
  name: 'OP Mainnet',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://mainnet.optimism.io'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Optimism Explorer',
      url: 'https://optimistic.etherscan.io',
    },
  },
  testnet: false,
}
/** OP Sepolia (eip155:11155420), testnet. */
export const optimismSepolia: Network = {
  id: 11155420,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155420',
  name: 'OP Sepolia',
  nativeCurrency: {
    name: 'Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://sepolia.optimism.io'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Blockscout',
      url: 'https://optimism-sepolia.blockscout.com',
    },
  },
  testnet: true,
}
/** Arbitrum One (eip155:42161). */
export const arbitrum: Network = {
  id: 42161,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
  name: 'Arbitrum One',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://arb1.arbitrum.io/rpc'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Arbiscan',
      url: 'https://arbiscan.io',
    },
  },
  testnet: false,
}
/** Arbitrum Sepolia (eip155:421614), testnet. */
export const arbitrumSepolia: Network = {
  id: 421614,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:421614',
  name: 'Arbitrum Sepolia',
  nativeCurrency: {
    name: 'Arbitrum Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://sepolia-rollup.arbitrum.io/rpc'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Arbiscan',
      url: 'https://sepolia.arbiscan.io',
    },
  },
  testnet: true,
}
/** Base (eip155:8453). */
export const base: Network = {
  id: 8453,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8453',
  name: 'Base',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://mainnet.base.org'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Basescan',
      url: 'https://basescan.org',
    },
  },
  testnet: false,
}
/** Base Sepolia (eip155:84532), testnet. */
export const baseSepolia: Network = {
  id: 84532,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:84532',
  name: 'Base Sepolia',
  nativeCurrency: {
    name: 'Sepolia Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://sepolia.base.org'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Basescan',
      url: 'https://sepolia.basescan.org',
    },
  },
  testnet: true,
}
/** Polygon (eip155:137). */
export const polygon: Network = {
  id: 137,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:137',
  name: 'Polygon',
  nativeCurrency: {
    name: 'POL',
    symbol: 'POL',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://polygon.drpc.org'],
    },
  },
  blockExplorers: {
    default: {
      name: 'PolygonScan',
      url: 'https://polygonscan.com',
    },
  },
  testnet: false,
}
/** Polygon Amoy (eip155:80002), testnet. */
export const polygonAmoy: Network = {
  id: 80002,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:80002',
  name: 'Polygon Amoy',
  nativeCurrency: {
    name: 'POL',
    symbol: 'POL',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://polygon-amoy.drpc.org'],
    },
  },
  blockExplorers: {
    default: {
      name: 'PolygonScan',
      url: 'https://amoy.polygonscan.com',
    },
  },
  testnet: true,
}
/** BNB Smart Chain (eip155:56). */
export const bsc: Network = {
  id: 56,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:56',
  name: 'BNB Smart Chain',
  nativeCurrency: {
    decimals: 18,
    name: 'BNB',
    symbol: 'BNB',
  },
  rpcUrls: {
    default: {
      http: ['https://56.rpc.thirdweb.com'],
    },
  },
  blockExplorers: {
    default: {
      name: 'BscScan',
      url: 'https://bscscan.com',
    },
  },
  testnet: false,
}
/** Gnosis (eip155:100). */
export const gnosis: Network = {
  id: 100,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:100',
  name: 'Gnosis',
  nativeCurrency: {
    decimals: 18,
    name: 'xDAI',
    symbol: 'XDAI',
  },
  rpcUrls: {
    default: {
      http: ['https://rpc.gnosischain.com'],
      webSocket: ['wss://rpc.gnosischain.com/wss'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Gnosisscan',
      url: 'https://gnosisscan.io',
    },
  },
  testnet: false,
}
/** Avalanche (eip155:43114). */
export const avalanche: Network = {
  id: 43114,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43114',
  name: 'Avalanche',
  nativeCurrency: {
    decimals: 18,
    name: 'Avalanche',
    symbol: 'AVAX',
  },
  rpcUrls: {
    default: {
      http: ['https://api.avax.network/ext/bc/C/rpc'],
    },
  },
  blockExplorers: {
    default: {
      name: 'SnowTrace',
      url: 'https://snowtrace.io',
    },
  },
  testnet: false,
}
/** ZKsync Era (eip155:324). */
export const zksync: Network = {
  id: 324,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:324',
  name: 'ZKsync Era',
  nativeCurrency: {
    decimals: 18,
    name: 'Ether',
    symbol: 'ETH',
  },
  rpcUrls: {
    default: {
      http: ['https://mainnet.era.zksync.io'],
      webSocket: ['wss://mainnet.era.zksync.io/ws'],
    },
  },
  blockExplorers: {
    default: {
      name: 'ZKsync Explorer',
      url: 'https://explorer.zksync.io',
    },
  },
  testnet: false,
}
/** Linea Mainnet (eip155:59144). */
export const linea: Network = {
  id: 59144,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:59144',
  name: 'Linea Mainnet',
  nativeCurrency: {
    name: 'Linea Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://rpc.linea.build'],
      webSocket: ['wss://rpc.linea.build'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Etherscan',
      url: 'https://lineascan.build',
    },
  },
  testnet: false,
}
/** Scroll (eip155:534352). */
export const scroll: Network = {
  id: 534352,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:534352',
  name: 'Scroll',
  nativeCurrency: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
  },
  rpcUrls: {
    default: {
      http: ['https://rpc.scroll.io'],
      webSocket: ['wss://wss-rpc.scroll.io/ws'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Scrollscan',
      url: 'https://scrollscan.com',
    },
  },
  testnet: false,
}
/** Celo (eip155:42220). */
export const celo: Network = {
  id: 42220,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42220',
  name: 'Celo',
  nativeCurrency: {
    decimals: 18,
    name: 'CELO',
    symbol: 'CELO',
  },
  rpcUrls: {
    default: {
      http: ['https://forno.celo.org'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Celo Explorer',
      url: 'https://celoscan.io',
    },
  },
  testnet: false,
}
/** Zora (eip155:7777777). */
export const zora: Network = {
  id: 7777777,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:7777777',
  name: 'Zora',
  nativeCurrency: {
    decimals: 18,
    name: 'Ether',
    symbol: 'ETH',
  },
  rpcUrls: {
    default: {
      http: ['https://rpc.zora.energy'],
      webSocket: ['wss://rpc.zora.energy'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Explorer',
      url: 'https://explorer.zora.energy',
    },
  },
  testnet: false,
}
/** Fantom (eip155:250). */
export const fantom: Network = {
  id: 250,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:250',
  name: 'Fantom',
  nativeCurrency: {
    decimals: 18,
    name: 'Fantom',
    symbol: 'FTM',
  },
  rpcUrls: {
    default: {
      http: ['https://250.rpc.thirdweb.com'],
    },
  },
  blockExplorers: {
    default: {
      name: 'FTMScan',
      url: 'https://ftmscan.com',
    },
  },
  testnet: false,
}
/** Kaia (eip155:8217). */
export const kaia: Network = {
  id: 8217,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8217',
  name: 'Kaia',
  nativeCurrency: {
    decimals: 18,
    name: 'Kaia',
    symbol: 'KAIA',
  },
  rpcUrls: {
    default: {
      http: ['https://public-en.node.kaia.io'],
    },
  },
  blockExplorers: {
    default: {
      name: 'KaiaScan',
      url: 'https://kaiascan.io',
    },
  },
  testnet: false,
}
/** Aurora (eip155:1313161554). */
export const aurora: Network = {
  id: 1313161554,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1313161554',
  name: 'Aurora',
  nativeCurrency: {
    decimals: 18,
    name: 'Ether',
    symbol: 'ETH',
  },
  rpcUrls: {
    default: {
      http: ['https://mainnet.aurora.dev'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Aurorascan',
      url: 'https://aurorascan.dev',
    },
  },
  testnet: false,
}
