/**
 * The text a Farcaster account signs to complete a login: the local stand-in for the Farcaster
 * relay's sign-in message (the channel and nonce come from the URI of GET_FARCASTER_URI).
 *
 * @example
 * const signature = await account.signMessage({ message: farcasterMessage({ channel, nonce, userName: 'ada' }) })
 */
export function farcasterMessage(params: {
  channel: string
  nonce: string
  userName: string
}): string {
  return `Sign in to Airlock with Farcaster\nusername: ${params.userName}\nchannel: ${params.channel}\nnonce: ${params.nonce}`
}
