// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { ko } from '../locales/ko'
import type { LocaleMessages } from '../types'

/** Korean (`ko`): its catalogue and its messages with arguments, compiled. */
export const koreanLocale: LocaleMessages = {
  locale: 'ko',
  dir: 'ltr',
  messages: ko,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          other: ['#', '초 후에 다시 시도해 주세요'],
        },
      ],
    ],
    errorRegisteringName: [['name'], ' 이름을 등록하는 중 오류가 발생했습니다'],
    continueInWallet: [['name'], '에서 계속하세요'],
    notInstalled: [['name'], '이(가) 설치되어 있지 않습니다'],
    otpSentTo: [['email'], '(으)로 보낸 코드를 입력하세요'],
    otpDigit: [['length'], '자리 중 ', ['position'], '번째'],
    verifyDeviceHint: [['email'], '(으)로 링크를 보냈습니다. 링크를 열어 이 기기를 승인하세요.'],
    continueWithSocial: [['provider'], '(으)로 계속하기'],
    socialWindowHint: [['provider'], ' 창에서 계속하세요'],
    socialRedirectHint: [['provider'], '(으)로 이동하는 중'],
    signedInAs: [['identity'], '(으)로 로그인됨'],
    signedInWithSocial: [['provider'], '에서 ', ['name'], '(으)로 로그인됨'],
    walletConnectScanWalletHint: ['휴대폰의 ', ['name'], '(으)로 이 QR 코드를 스캔하세요'],
    openWallet: [['name'], ' 열기'],
    openWalletAgain: [['name'], ' 다시 열기'],
    dontHaveWallet: [['name'], '이(가) 없으신가요?'],
    sendNetworkFee: ['네트워크 수수료: ', ['fee']],
    sendInsufficientGas: ['네트워크 수수료를 낼 ', ['symbol'], '이(가) 부족합니다'],
    activityTo: [['address'], '에게'],
    activityFrom: [['address'], '에게서'],
    accountNameChecking: [['name'], ' 확인 중...'],
    accountNameAvailable: [['name'], '을(를) 사용할 수 있습니다'],
    accountNameTaken: [['name'], '은(는) 이미 사용 중입니다'],
    registerAccountNameSigning: [['name'], '을(를) 등록하려면 지갑에서 메시지에 서명하세요'],
    registerAccountNameDone: ['이제 ', ['name'], '이(가) 계정 이름입니다'],
    accountTypeLabel: ['계정 유형: ', ['type']],
    downloadsHint: ['내 기기용 ', ['name'], ' 받기'],
    noDownloads: [['name'], '에서 제공하는 다운로드가 없습니다'],
    swapInsufficientBalance: [['symbol'], ' 잔액 부족'],
    swapBalance: ['잔액: ', ['amount']],
    swapApprove: [['symbol'], ' 승인'],
    swapApproveHint: ['먼저 스왑 컨트랙트가 ', ['symbol'], '을(를) 사용할 수 있도록 허용하세요'],
    onrampAmountRange: [['min'], '에서 ', ['max'], ' 사이의 금액을 입력하세요'],
    onrampFeeRange: ['수수료 ', ['range']],
    onrampFee: ['수수료 ', ['amount']],
    onrampPending: [['provider'], ' 창에서 구매를 완료하세요'],
    onrampReturned: [['provider'], '에서 구매한 자산이 도착하기를 기다리는 중'],
    onrampOpenProvider: [['provider'], ' 열기'],
    onrampCompletedAmount: [['amount'], '이(가) 지갑에 도착했습니다'],
    nftAmount: [['amount'], '개 보유'],
    siwxRequestTitle: [['name'], '에서 지갑 연결을 요청합니다'],
    siweRequestTitle: [['name'], '에서 Ethereum으로 로그인하기를 요청합니다'],
  },
}
