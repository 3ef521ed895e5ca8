// Generated from the catalogue by compiled.test.ts (`pnpm --filter @airlock/core messages`):
// do not edit. The messages with arguments, compiled ahead of time by Lingui's compiler.
import { zhCN } from '../locales/zh-CN'
import type { LocaleMessages } from '../types'

/** Simplified Chinese (`zh-CN`): its catalogue and its messages with arguments, compiled. */
export const chineseLocale: LocaleMessages = {
  locale: 'zh-CN',
  dir: 'ltr',
  messages: zhCN,
  compiled: {
    pleaseTryAgainAfter: [
      [
        'seconds',
        'plural',
        {
          other: ['请在 ', '#', ' 秒后重试'],
        },
      ],
    ],
    errorRegisteringName: ['注册名称 ', ['name'], ' 时出错'],
    continueInWallet: ['请在 ', ['name'], ' 中继续'],
    notInstalled: ['未安装 ', ['name']],
    otpSentTo: ['请输入我们发送到 ', ['email'], ' 的验证码'],
    otpDigit: ['第 ', ['position'], ' 位，共 ', ['length'], ' 位'],
    verifyDeviceHint: ['我们已向 ', ['email'], ' 发送了一个链接。打开它以批准此设备。'],
    continueWithSocial: ['使用 ', ['provider'], ' 继续'],
    socialWindowHint: ['请在 ', ['provider'], ' 窗口中继续'],
    socialRedirectHint: ['正在前往 ', ['provider']],
    signedInAs: ['已登录为 ', ['identity']],
    signedInWithSocial: ['已通过 ', ['provider'], ' 登录为 ', ['name']],
    walletConnectScanWalletHint: ['用手机上的 ', ['name'], ' 扫描此二维码'],
    openWallet: ['打开 ', ['name']],
    openWalletAgain: ['再次打开 ', ['name']],
    dontHaveWallet: ['没有 ', ['name'], '？'],
    sendNetworkFee: ['网络费用：', ['fee']],
    sendInsufficientGas: [['symbol'], ' 不足，无法支付网络费用'],
    activityTo: ['至 ', ['address']],
    activityFrom: ['来自 ', ['address']],
    accountNameChecking: ['正在检查 ', ['name'], '...'],
    accountNameAvailable: [['name'], ' 可用'],
    accountNameTaken: [['name'], ' 已被占用'],
    registerAccountNameSigning: ['请在钱包中签署消息以注册 ', ['name']],
    registerAccountNameDone: [['name'], ' 现在是你的账户名称'],
    accountTypeLabel: ['账户类型：', ['type']],
    downloadsHint: ['为你的设备获取 ', ['name']],
    noDownloads: [['name'], ' 未提供下载'],
    swapInsufficientBalance: [['symbol'], ' 余额不足'],
    swapBalance: ['余额：', ['amount']],
    swapApprove: ['授权 ', ['symbol']],
    swapApproveHint: ['请先允许兑换合约使用你的 ', ['symbol']],
    onrampAmountRange: ['请输入 ', ['min'], ' 到 ', ['max'], ' 之间的金额'],
    onrampFeeRange: ['费用 ', ['range']],
    onrampFee: ['费用 ', ['amount']],
    onrampPending: ['请在 ', ['provider'], ' 窗口中完成购买'],
    onrampReturned: ['正在等待你从 ', ['provider'], ' 购买的资产到账'],
    onrampOpenProvider: ['打开 ', ['provider']],
    onrampCompletedAmount: [['amount'], ' 已到达你的钱包'],
    nftAmount: ['持有 ', ['amount'], ' 个'],
    siwxRequestTitle: [['name'], ' 需要连接到你的钱包'],
    siweRequestTitle: [['name'], ' 希望你使用以太坊登录'],
  },
}
