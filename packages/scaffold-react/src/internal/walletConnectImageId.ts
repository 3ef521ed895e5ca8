/**
 * The registry's asset id of the WalletConnect mark (`GET /public/getAssetImage/walletconnect`):
 * shown for the WalletConnect entry and in its QR code, where no wallet of its own has an image.
 */
export const WALLETCONNECT_ASSET_ID = 'walletconnect'
