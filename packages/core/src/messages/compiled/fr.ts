// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { fr } from '../locales/fr'
import type { LocaleMessages } from '../types'

/** French (`fr`): its catalogue and its messages with arguments, compiled. */
export const frenchLocale: LocaleMessages = {
  locale: 'fr',
  dir: 'ltr',
  messages: fr,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          one: ['Veuillez réessayer dans ', '#', ' seconde'],
          many: ['Veuillez réessayer dans ', '#', ' de secondes'],
          other: ['Veuillez réessayer dans ', '#', ' secondes'],
        },
      ],
    ],
    errorRegisteringName: ['Erreur lors de l’enregistrement du nom ', ['name']],
    continueInWallet: ['Continuez dans ', ['name']],
    notInstalled: [['name'], ' n’est pas installé'],
    otpSentTo: ['Saisissez le code envoyé à ', ['email']],
    otpDigit: ['Chiffre ', ['position'], ' sur ', ['length']],
    verifyDeviceHint: [
      'Nous avons envoyé un lien à ',
      ['email'],
      '. Ouvrez-le pour approuver cet appareil.',
    ],
    continueWithSocial: ['Continuer avec ', ['provider']],
    socialWindowHint: ['Continuez dans la fenêtre ', ['provider']],
    socialRedirectHint: ['Redirection vers ', ['provider']],
    signedInAs: ['Connecté en tant que ', ['identity']],
    signedInWithSocial: ['Connecté avec ', ['provider'], ' en tant que ', ['name']],
    walletConnectScanWalletHint: ['Scannez ce code QR avec ', ['name'], ' sur votre téléphone'],
    openWallet: ['Ouvrir ', ['name']],
    openWalletAgain: ['Rouvrir ', ['name']],
    dontHaveWallet: ['Vous n’avez pas ', ['name'], ' ?'],
    sendNetworkFee: ['Frais de réseau : ', ['fee']],
    sendInsufficientGas: ['Pas assez de ', ['symbol'], ' pour payer les frais de réseau'],
    activityTo: ['à ', ['address']],
    activityFrom: ['de ', ['address']],
    accountNameChecking: ['Vérification de ', ['name'], '...'],
    accountNameAvailable: [['name'], ' est disponible'],
    accountNameTaken: [['name'], ' est déjà pris'],
    registerAccountNameSigning: [
      'Signez le message dans votre portefeuille pour enregistrer ',
      ['name'],
    ],
    registerAccountNameDone: [['name'], ' est désormais le nom de votre compte'],
    accountTypeLabel: ['Type de compte : ', ['type']],
    downloadsHint: ['Obtenez ', ['name'], ' pour votre appareil'],
    noDownloads: [['name'], ' ne propose aucun téléchargement'],
    swapInsufficientBalance: ['Solde ', ['symbol'], ' insuffisant'],
    swapBalance: ['Solde : ', ['amount']],
    swapApprove: ['Approuver ', ['symbol']],
    swapApproveHint: ['Autorisez d’abord le contrat d’échange à dépenser vos ', ['symbol']],
    onrampAmountRange: ['Saisissez un montant entre ', ['min'], ' et ', ['max']],
    onrampFeeRange: ['Frais ', ['range']],
    onrampFee: ['Frais ', ['amount']],
    onrampPending: ['Terminez votre achat dans la fenêtre ', ['provider']],
    onrampReturned: ['En attente de l’arrivée de votre achat auprès de ', ['provider']],
    onrampOpenProvider: ['Ouvrir ', ['provider']],
    onrampCompletedAmount: [['amount'], ' est arrivé dans votre portefeuille'],
    nftAmount: [['amount'], ' détenus'],
    siwxRequestTitle: [['name'], ' doit se connecter à votre portefeuille'],
    siweRequestTitle: [['name'], ' vous demande de vous connecter avec Ethereum'],
  },
}
