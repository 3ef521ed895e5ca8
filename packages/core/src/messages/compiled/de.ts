// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { de } from '../locales/de'
import type { LocaleMessages } from '../types'

/** German (`de`): its catalogue and its messages with arguments, compiled. */
export const germanLocale: LocaleMessages = {
  locale: 'de',
  dir: 'ltr',
  messages: de,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          one: ['Bitte versuche es in ', '#', ' Sekunde erneut'],
          other: ['Bitte versuche es in ', '#', ' Sekunden erneut'],
        },
      ],
    ],
    errorRegisteringName: ['Fehler beim Registrieren des Namens ', ['name']],
    continueInWallet: ['Weiter in ', ['name']],
    notInstalled: [['name'], ' ist nicht installiert'],
    otpSentTo: ['Gib den Code ein, den wir an ', ['email'], ' gesendet haben'],
    otpDigit: ['Ziffer ', ['position'], ' von ', ['length']],
    verifyDeviceHint: [
      'Wir haben einen Link an ',
      ['email'],
      ' gesendet. Öffne ihn, um dieses Gerät zu bestätigen.',
    ],
    continueWithSocial: ['Weiter mit ', ['provider']],
    socialWindowHint: ['Weiter im Fenster von ', ['provider']],
    socialRedirectHint: ['Weiterleitung zu ', ['provider']],
    signedInAs: ['Angemeldet als ', ['identity']],
    signedInWithSocial: ['Mit ', ['provider'], ' angemeldet als ', ['name']],
    walletConnectScanWalletHint: ['Scanne diesen QR-Code mit ', ['name'], ' auf deinem Telefon'],
    openWallet: [['name'], ' öffnen'],
    openWalletAgain: [['name'], ' erneut öffnen'],
    dontHaveWallet: ['Du hast ', ['name'], ' nicht?'],
    sendNetworkFee: ['Netzwerkgebühr: ', ['fee']],
    sendInsufficientGas: ['Nicht genug ', ['symbol'], ' für die Netzwerkgebühr'],
    activityTo: ['an ', ['address']],
    activityFrom: ['von ', ['address']],
    accountNameChecking: [['name'], ' wird geprüft...'],
    accountNameAvailable: [['name'], ' ist verfügbar'],
    accountNameTaken: [['name'], ' ist bereits vergeben'],
    registerAccountNameSigning: [
      'Signiere die Nachricht in deiner Wallet, um ',
      ['name'],
      ' zu registrieren',
    ],
    registerAccountNameDone: [['name'], ' ist jetzt dein Kontoname'],
    accountTypeLabel: ['Kontotyp: ', ['type']],
    downloadsHint: ['Hol dir ', ['name'], ' für dein Gerät'],
    noDownloads: [['name'], ' nennt keine Downloads'],
    swapInsufficientBalance: [['symbol'], '-Guthaben reicht nicht'],
    swapBalance: ['Guthaben: ', ['amount']],
    swapApprove: [['symbol'], ' freigeben'],
    swapApproveHint: ['Erlaube dem Swap-Vertrag zuerst, deine ', ['symbol'], ' auszugeben'],
    onrampAmountRange: ['Gib einen Betrag von ', ['min'], ' bis ', ['max'], ' ein'],
    onrampFeeRange: ['Gebühren ', ['range']],
    onrampFee: ['Gebühr ', ['amount']],
    onrampPending: ['Schließe deinen Kauf im Fenster von ', ['provider'], ' ab'],
    onrampReturned: ['Warte auf deinen Kauf bei ', ['provider']],
    onrampOpenProvider: [['provider'], ' öffnen'],
    onrampCompletedAmount: [['amount'], ' ist in deiner Wallet angekommen'],
    nftAmount: [['amount'], ' im Besitz'],
    siwxRequestTitle: [['name'], ' möchte sich mit deiner Wallet verbinden'],
    siweRequestTitle: [['name'], ' bittet dich, dich mit Ethereum anzumelden'],
  },
}
