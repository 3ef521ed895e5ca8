import {
  arbitrum as viemArbitrum,
  arbitrumSepolia as viemArbitrumSepolia,
  aurora as viemAurora,
  avalanche as viemAvalanche,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  bsc as viemBsc,
  celo as viemCelo,
  fantom as viemFantom,
  gnosis as viemGnosis,
  kaia as viemKaia,
  linea as viemLinea,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  optimismSepolia as viemOptimismSepolia,
  polygon as viemPolygon,
  polygonAmoy as viemPolygonAmoy,
  scroll as viemScroll,
  sepolia as viemSepolia,
  zksync as viemZksync,
  zora as viemZora,
} from 'viem/chains'
import { defineEvmNetwork } from './defineEvmNetwork'
import type { Network } from './types'

// Definitions come from viem (SPEC-READINGS "Names the spec leaves open"); each is its own
// export with a pure call, so a bundler drops the ones a dapp does not import.

/** Ethereum (eip155:1). SPEC.md §3. */
export const mainnet: Network = /*#__PURE__*/ defineEvmNetwork(viemMainnet)
/** Sepolia (eip155:11155111), testnet. SPEC.md §3. */
export const sepolia: Network = /*#__PURE__*/ defineEvmNetwork(viemSepolia)
/** OP Mainnet (eip155:10). SPEC.md §3. */
export const optimism: Network = /*#__PURE__*/ defineEvmNetwork(viemOptimism)
/** OP Sepolia (eip155:11155420), testnet. SPEC.md §3. */
export const optimismSepolia: Network = /*#__PURE__*/ defineEvmNetwork(viemOptimismSepolia)
/** Arbitrum One (eip155:42161). SPEC.md §3. */
export const arbitrum: Network = /*#__PURE__*/ defineEvmNetwork(viemArbitrum)
/** Arbitrum Sepolia (eip155:421614), testnet. SPEC.md §3. */
export const arbitrumSepolia: Network = /*#__PURE__*/ defineEvmNetwork(viemArbitrumSepolia)
/** Base (eip155:8453). SPEC.md §3. */
export const base: Network = /*#__PURE__*/ defineEvmNetwork(viemBase)
/** Base Sepolia (eip155:84532), testnet. SPEC.md §3. */
export const baseSepolia: Network = /*#__PURE__*/ defineEvmNetwork(viemBaseSepolia)
/** Polygon (eip155:137). SPEC.md §3. */
export const polygon: Network = /*#__PURE__*/ defineEvmNetwork(viemPolygon)
/** Polygon Amoy (eip155:80002), testnet. SPEC.md §3. */
export const polygonAmoy: Network = /*#__PURE__*/ defineEvmNetwork(viemPolygonAmoy)
/** BNB Smart Chain (eip155:56). SPEC.md §3. */
export const bsc: Network = /*#__PURE__*/ defineEvmNetwork(viemBsc)
/** Gnosis (eip155:100). SPEC.md §3. */
export const gnosis: Network = /*#__PURE__*/ defineEvmNetwork(viemGnosis)
/** Avalanche (eip155:43114). SPEC.md §3. */
export const avalanche: Network = /*#__PURE__*/ defineEvmNetwork(viemAvalanche)
/** ZKsync Era (eip155:324). SPEC.md §3. */
export const zksync: Network = /*#__PURE__*/ defineEvmNetwork(viemZksync)
/** Linea Mainnet (eip155:59144). SPEC.md §3. */
export const linea: Network = /*#__PURE__*/ defineEvmNetwork(viemLinea)
/** Scroll (eip155:534352). SPEC.md §3. */
export const scroll: Network = /*#__PURE__*/ defineEvmNetwork(viemScroll)
/** Celo (eip155:42220). SPEC.md §3. */
export const celo: Network = /*#__PURE__*/ defineEvmNetwork(viemCelo)
/** Zora (eip155:7777777). SPEC.md §3. */
export const zora: Network = /*#__PURE__*/ defineEvmNetwork(viemZora)
/** Fantom (eip155:250). SPEC.md §3. */
export const fantom: Network = /*#__PURE__*/ defineEvmNetwork(viemFantom)
/** Kaia (eip155:8217). SPEC.md §3. */
export const kaia: Network = /*#__PURE__*/ defineEvmNetwork(viemKaia)
/** Aurora (eip155:1313161554). SPEC.md §3. */
export const aurora: Network = /*#__PURE__*/ defineEvmNetwork(viemAurora)
