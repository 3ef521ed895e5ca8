/** Default EIP-6963 name of the mock wallet. */
export const DEFAULT_MOCK_WALLET_NAME = 'Mock Wallet'

/** Default EIP-6963 reverse-DNS id of the mock wallet. */
export const DEFAULT_MOCK_WALLET_RDNS = 'dev.airlock.mock'

/** Default EIP-6963 icon: a 96x96 SVG (a padlock on a blue square) as a data URI. */
export const DEFAULT_MOCK_WALLET_ICON: string = `data:image/svg+xml,${
  /* @__PURE__ */ encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#2563eb"/><rect x="26" y="44" width="44" height="32" rx="6" fill="#fff"/><path d="M34 44V34a14 14 0 0 1 28 0v10" fill="none" stroke="#fff" stroke-width="7"/></svg>',
  )
}`
