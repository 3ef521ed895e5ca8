// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { ja } from '../locales/ja'
import type { LocaleMessages } from '../types'

/** Japanese (`ja`): its catalogue and its messages with arguments, compiled. */
export const japaneseLocale: LocaleMessages = {
  locale: 'ja',
  dir: 'ltr',
  messages: ja,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          other: ['#', ' 秒後にもう一度お試しください'],
        },
      ],
    ],
    errorRegisteringName: ['名前 ', ['name'], ' の登録中にエラーが発生しました'],
    continueInWallet: [['name'], ' で続行してください'],
    notInstalled: [['name'], ' はインストールされていません'],
    otpSentTo: [['email'], ' に送信したコードを入力してください'],
    otpDigit: [['length'], ' 桁中 ', ['position'], ' 桁目'],
    verifyDeviceHint: [
      ['email'],
      ' にリンクを送信しました。リンクを開いてこのデバイスを承認してください。',
    ],
    continueWithSocial: [['provider'], ' で続ける'],
    socialWindowHint: [['provider'], ' のウィンドウで続行してください'],
    socialRedirectHint: [['provider'], ' に移動しています'],
    signedInAs: [['identity'], ' としてログイン中'],
    signedInWithSocial: [['provider'], ' で ', ['name'], ' としてログイン中'],
    walletConnectScanWalletHint: [
      'スマートフォンの ',
      ['name'],
      ' でこの QR コードをスキャンしてください',
    ],
    openWallet: [['name'], ' を開く'],
    openWalletAgain: [['name'], ' をもう一度開く'],
    dontHaveWallet: [['name'], ' をお持ちでない場合'],
    sendNetworkFee: ['ネットワーク手数料: ', ['fee']],
    sendInsufficientGas: ['ネットワーク手数料を支払う ', ['symbol'], ' が足りません'],
    activityTo: [['address'], ' へ'],
    activityFrom: [['address'], ' から'],
    accountNameChecking: [['name'], ' を確認中...'],
    accountNameAvailable: [['name'], ' は利用できます'],
    accountNameTaken: [['name'], ' はすでに使われています'],
    registerAccountNameSigning: [
      ['name'],
      ' を登録するには、ウォレットでメッセージに署名してください',
    ],
    registerAccountNameDone: [['name'], ' があなたのアカウント名になりました'],
    accountTypeLabel: ['アカウントの種類: ', ['type']],
    downloadsHint: ['お使いのデバイス用の ', ['name'], ' を入手'],
    noDownloads: [['name'], ' にはダウンロードがありません'],
    legalAgreeBoth: [['terms'], 'と', ['privacy'], 'に同意します'],
    legalAgreeTerms: [['terms'], 'に同意します'],
    legalAgreePrivacy: [['privacy'], 'に同意します'],
    swapInsufficientBalance: [['symbol'], ' の残高が不足しています'],
    swapBalance: ['残高: ', ['amount']],
    swapApprove: [['symbol'], ' を承認'],
    swapApproveHint: ['まず、スワップコントラクトに ', ['symbol'], ' の使用を許可してください'],
    onrampAmountRange: [['min'], ' から ', ['max'], ' までの金額を入力してください'],
    onrampFeeRange: ['手数料 ', ['range']],
    onrampFee: ['手数料 ', ['amount']],
    onrampPending: [['provider'], ' のウィンドウで購入を完了してください'],
    onrampReturned: [['provider'], ' からの購入分の到着を待っています'],
    onrampOpenProvider: [['provider'], ' を開く'],
    onrampCompletedAmount: [['amount'], ' がウォレットに届きました'],
    nftAmount: [['amount'], ' 個保有'],
    siwxRequestTitle: [['name'], ' がウォレットへの接続を求めています'],
    siweRequestTitle: [['name'], ' が Ethereum でのサインインを求めています'],
  },
}
