import { codeOf, type TestSite } from './startTestSite'

/** Signs a new email user in through the API (as the frame does); the session is on `chainId`. */
export async function signInByEmail(
  site: TestSite,
  email: string,
  chainId: number,
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
  return { token: String(otp.json.token), address: user.address, user }
}
