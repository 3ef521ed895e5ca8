// Entry of the browser bundle (an IIFE exposing `AirlockMockSolanaWallet`) that
// `injectMockSolanaWallet` puts into pages. It is not a package entry: it is read from dist/.
export { createMockSolanaWallet } from './createMockSolanaWallet'
export { registerMockSolanaWallet } from './registerMockSolanaWallet'
