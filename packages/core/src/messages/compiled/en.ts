// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import type { CompiledCatalogue } from '../types'

/** English (`en`): its messages with arguments, compiled. */
export const englishCompiled: CompiledCatalogue = {
  pleaseTryAgainAfter: ['Please try again after ', ['seconds'], ' seconds'],
  errorRegisteringName: ['Error registering name ', ['name']],
  continueInWallet: ['Continue in ', ['name']],
  notInstalled: [['name'], ' is not installed'],
  otpSentTo: ['Enter the code we sent to ', ['email']],
  otpDigit: ['Digit ', ['position'], ' of ', ['length']],
  verifyDeviceHint: ['We sent a link to ', ['email'], '. Open it to approve this device.'],
  continueWithSocial: ['Continue with ', ['provider']],
  socialWindowHint: ['Continue in the ', ['provider'], ' window'],
  socialRedirectHint: ['Taking you to ', ['provider']],
  walletConnectScanWalletHint: ['Scan this QR code with ', ['name'], ' on your phone'],
  openWallet: ['Open ', ['name']],
  openWalletAgain: ['Open ', ['name'], ' again'],
  dontHaveWallet: ["Don't have ", ['name'], '?'],
  sendNetworkFee: ['Network fee: ', ['fee']],
  sendInsufficientGas: ['Not enough ', ['symbol'], ' to pay the network fee'],
  activityTo: ['to ', ['address']],
  activityFrom: ['from ', ['address']],
  accountNameChecking: ['Checking ', ['name'], '...'],
  accountNameAvailable: [['name'], ' is available'],
  accountNameTaken: [['name'], ' is already taken'],
  registerAccountNameSigning: ['Sign the message in your wallet to register ', ['name']],
  registerAccountNameDone: [['name'], ' is now your account name'],
}
