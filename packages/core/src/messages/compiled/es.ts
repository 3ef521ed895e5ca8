// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { es } from '../locales/es'
import type { LocaleMessages } from '../types'

/** Spanish (`es`): its catalogue and its messages with arguments, compiled. */
export const spanishLocale: LocaleMessages = {
  locale: 'es',
  dir: 'ltr',
  messages: es,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          one: ['Vuelve a intentarlo dentro de ', '#', ' segundo'],
          many: ['Vuelve a intentarlo dentro de ', '#', ' de segundos'],
          other: ['Vuelve a intentarlo dentro de ', '#', ' segundos'],
        },
      ],
    ],
    errorRegisteringName: ['Error al registrar el nombre ', ['name']],
    continueInWallet: ['Continúa en ', ['name']],
    notInstalled: [['name'], ' no está instalado'],
    otpSentTo: ['Introduce el código que enviamos a ', ['email']],
    otpDigit: ['Dígito ', ['position'], ' de ', ['length']],
    verifyDeviceHint: [
      'Enviamos un enlace a ',
      ['email'],
      '. Ábrelo para aprobar este dispositivo.',
    ],
    continueWithSocial: ['Continuar con ', ['provider']],
    socialWindowHint: ['Continúa en la ventana de ', ['provider']],
    socialRedirectHint: ['Te llevamos a ', ['provider']],
    signedInAs: ['Sesión iniciada como ', ['identity']],
    signedInWithSocial: ['Sesión iniciada con ', ['provider'], ' como ', ['name']],
    walletConnectScanWalletHint: ['Escanea este código QR con ', ['name'], ' en tu teléfono'],
    openWallet: ['Abrir ', ['name']],
    openWalletAgain: ['Volver a abrir ', ['name']],
    dontHaveWallet: ['¿No tienes ', ['name'], '?'],
    sendNetworkFee: ['Comisión de red: ', ['fee']],
    sendInsufficientGas: ['No tienes suficiente ', ['symbol'], ' para pagar la comisión de red'],
    activityTo: ['a ', ['address']],
    activityFrom: ['de ', ['address']],
    accountNameChecking: ['Comprobando ', ['name'], '...'],
    accountNameAvailable: [['name'], ' está disponible'],
    accountNameTaken: [['name'], ' ya está en uso'],
    registerAccountNameSigning: ['Firma el mensaje en tu monedero para registrar ', ['name']],
    registerAccountNameDone: [['name'], ' es ahora el nombre de tu cuenta'],
    accountTypeLabel: ['Tipo de cuenta: ', ['type']],
    downloadsHint: ['Consigue ', ['name'], ' para tu dispositivo'],
    noDownloads: [['name'], ' no ofrece descargas'],
    swapInsufficientBalance: ['Saldo de ', ['symbol'], ' insuficiente'],
    swapBalance: ['Saldo: ', ['amount']],
    swapApprove: ['Aprobar ', ['symbol']],
    swapApproveHint: ['Primero permite que el contrato de intercambio gaste tu ', ['symbol']],
    onrampAmountRange: ['Introduce un importe entre ', ['min'], ' y ', ['max']],
    onrampFeeRange: ['Comisiones ', ['range']],
    onrampFee: ['Comisión ', ['amount']],
    onrampPending: ['Completa tu compra en la ventana de ', ['provider']],
    onrampReturned: ['Esperando a que llegue tu compra de ', ['provider']],
    onrampOpenProvider: ['Abrir ', ['provider']],
    onrampCompletedAmount: [['amount'], ' ha llegado a tu monedero'],
    nftAmount: [['amount'], ' en propiedad'],
    siwxRequestTitle: [['name'], ' necesita conectarse a tu monedero'],
    siweRequestTitle: [['name'], ' quiere que inicies sesión con Ethereum'],
  },
}
