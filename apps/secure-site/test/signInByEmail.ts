import { codeOf, type TestSite } from './startTestSite'

/**
 * Signs a new email user in through the API (as the frame does); the session is on `chainId`.
 * With `accountType`, that type is chosen (SET_PREFERRED_ACCOUNT) and `address` is its account.
 */
export async function signInByEmail(
  site: TestSite,
  email: string,
  chainId: number,
  accountType?: 'eoa' | 'smartAccount',
): Promise<{ token: string; address: `0x${string}`; user: Record<string, unknown> }> {
  const start = await site.api('email/connect', { projectId: 'airlock-demo', email, deviceId: 'd' })
  const otp = await site.api('email/otp', {
    projectId: 'airlock-demo',
    flowId: start.json.flowId,
    otp: codeOf(await site.latestMail(email)),
    deviceId: 'd',
    chainId,
  })
  const user = otp.json.user as Record<string, unknown> & { address: `0x${string}` }
  const token = String(otp.json.token)
  if (!accountType) return { token, address: user.address, user }
  const chosen = await site.api('preferred-account', { type: accountType }, token)
  if (chosen.json.type !== accountType)
    throw new Error(`not ${accountType}: ${JSON.stringify(chosen.json)}`)
  return { token, address: chosen.json.address as `0x${string}`, user }
}
