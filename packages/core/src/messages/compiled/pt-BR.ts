// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { ptBR } from '../locales/pt-BR'
import type { LocaleMessages } from '../types'

/** Brazilian Portuguese (`pt-BR`): its catalogue and its messages with arguments, compiled. */
export const portugueseLocale: LocaleMessages = {
  locale: 'pt-BR',
  dir: 'ltr',
  messages: ptBR,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          one: ['Tente novamente em ', '#', ' segundo'],
          many: ['Tente novamente em ', '#', ' de segundos'],
          other: ['Tente novamente em ', '#', ' segundos'],
        },
      ],
    ],
    errorRegisteringName: ['Erro ao registrar o nome ', ['name']],
    continueInWallet: ['Continue em ', ['name']],
    notInstalled: [['name'], ' não está instalada'],
    otpSentTo: ['Insira o código que enviamos para ', ['email']],
    otpDigit: ['Dígito ', ['position'], ' de ', ['length']],
    verifyDeviceHint: [
      'Enviamos um link para ',
      ['email'],
      '. Abra-o para aprovar este dispositivo.',
    ],
    continueWithSocial: ['Continuar com ', ['provider']],
    socialWindowHint: ['Continue na janela do ', ['provider']],
    socialRedirectHint: ['Levando você para ', ['provider']],
    signedInAs: ['Conectado como ', ['identity']],
    signedInWithSocial: ['Conectado com ', ['provider'], ' como ', ['name']],
    walletConnectScanWalletHint: ['Escaneie este código QR com ', ['name'], ' no seu celular'],
    openWallet: ['Abrir ', ['name']],
    openWalletAgain: ['Abrir ', ['name'], ' novamente'],
    dontHaveWallet: ['Não tem ', ['name'], '?'],
    sendNetworkFee: ['Taxa de rede: ', ['fee']],
    sendInsufficientGas: [['symbol'], ' insuficiente para pagar a taxa de rede'],
    activityTo: ['para ', ['address']],
    activityFrom: ['de ', ['address']],
    accountNameChecking: ['Verificando ', ['name'], '...'],
    accountNameAvailable: [['name'], ' está disponível'],
    accountNameTaken: [['name'], ' já está em uso'],
    registerAccountNameSigning: ['Assine a mensagem na sua carteira para registrar ', ['name']],
    registerAccountNameDone: [['name'], ' agora é o nome da sua conta'],
    accountTypeLabel: ['Tipo de conta: ', ['type']],
    downloadsHint: ['Obtenha ', ['name'], ' para o seu dispositivo'],
    noDownloads: [['name'], ' não oferece downloads'],
    swapInsufficientBalance: ['Saldo de ', ['symbol'], ' insuficiente'],
    swapBalance: ['Saldo: ', ['amount']],
    swapApprove: ['Aprovar ', ['symbol']],
    swapApproveHint: ['Primeiro permita que o contrato de troca gaste seu ', ['symbol']],
    onrampAmountRange: ['Insira um valor entre ', ['min'], ' e ', ['max']],
    onrampFeeRange: ['Taxas ', ['range']],
    onrampFee: ['Taxa ', ['amount']],
    onrampPending: ['Conclua sua compra na janela do ', ['provider']],
    onrampReturned: ['Aguardando a chegada da sua compra do ', ['provider']],
    onrampOpenProvider: ['Abrir ', ['provider']],
    onrampCompletedAmount: [['amount'], ' chegou à sua carteira'],
    nftAmount: [['amount'], ' em sua posse'],
    siwxRequestTitle: [['name'], ' precisa se conectar à sua carteira'],
    siweRequestTitle: [['name'], ' quer que você entre com Ethereum'],
  },
}
