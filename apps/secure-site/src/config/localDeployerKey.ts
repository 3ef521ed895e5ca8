/**
 * Account 9 of the public test mnemonic ("test test ... junk") every local chain funds: the
 * default payer of the smart-account factory's one deployment per chain. Public, so worthless
 * anywhere but a local chain; set `AIRLOCK_SMART_ACCOUNT_DEPLOYER_KEY` elsewhere.
 */
export const LOCAL_DEPLOYER_KEY =
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
