// Entry of the browser bundle (an IIFE exposing `AirlockMockWallet`) that the Playwright helper
// injects into pages. It is not a package entry: `injectMockWallet` reads it from dist/.
export { announceMockWallet } from '../eip6963/announceMockWallet'
export { createMockWallet } from '../wallet/createMockWallet'
