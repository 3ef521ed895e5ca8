// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { ar } from '../locales/ar'
import type { LocaleMessages } from '../types'

/** Arabic (`ar`): its catalogue and its messages with arguments, compiled. */
export const arabicLocale: LocaleMessages = {
  locale: 'ar',
  dir: 'rtl',
  messages: ar,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          zero: ['يرجى المحاولة مرة أخرى الآن'],
          one: ['يرجى المحاولة مرة أخرى بعد ثانية واحدة'],
          two: ['يرجى المحاولة مرة أخرى بعد ثانيتين'],
          few: ['يرجى المحاولة مرة أخرى بعد ', '#', ' ثوانٍ'],
          many: ['يرجى المحاولة مرة أخرى بعد ', '#', ' ثانية'],
          other: ['يرجى المحاولة مرة أخرى بعد ', '#', ' ثانية'],
        },
      ],
    ],
    errorRegisteringName: ['خطأ في تسجيل الاسم ', ['name']],
    continueInWallet: ['تابع في ', ['name']],
    notInstalled: [['name'], ' غير مثبتة'],
    otpSentTo: ['أدخل الرمز الذي أرسلناه إلى ', ['email']],
    otpDigit: ['الرقم ', ['position'], ' من ', ['length']],
    verifyDeviceHint: ['أرسلنا رابطًا إلى ', ['email'], '. افتحه للموافقة على هذا الجهاز.'],
    continueWithSocial: ['المتابعة باستخدام ', ['provider']],
    socialWindowHint: ['تابع في نافذة ', ['provider']],
    socialRedirectHint: ['جارٍ نقلك إلى ', ['provider']],
    walletConnectScanWalletHint: ['امسح رمز QR هذا باستخدام ', ['name'], ' على هاتفك'],
    openWallet: ['فتح ', ['name']],
    openWalletAgain: ['فتح ', ['name'], ' مرة أخرى'],
    dontHaveWallet: ['ليس لديك ', ['name'], '؟'],
    sendNetworkFee: ['رسوم الشبكة: ', ['fee']],
    sendInsufficientGas: ['لا يوجد ما يكفي من ', ['symbol'], ' لدفع رسوم الشبكة'],
    activityTo: ['إلى ', ['address']],
    activityFrom: ['من ', ['address']],
    accountNameChecking: ['جارٍ التحقق من ', ['name'], '...'],
    accountNameAvailable: [['name'], ' متاح'],
    accountNameTaken: [['name'], ' مأخوذ بالفعل'],
    registerAccountNameSigning: ['وقّع الرسالة في محفظتك لتسجيل ', ['name']],
    registerAccountNameDone: [['name'], ' هو الآن اسم حسابك'],
  },
}
