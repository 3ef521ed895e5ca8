import { SiwxSessionRejectedError } from '../errors/siwx'
import type { SIWXConfig, SIWXMessageData, SIWXSession } from '../options/types'
import type { SIWEConfig } from './types'

// The legacy config keeps no message per session: its session is an account on a chain.
const EMPTY_FIELDS = { domain: '', uri: '', version: '1', nonce: '' } as const

/**
 * Reads a legacy `siweConfig` through the sign-in-with-X contract, so one flow serves both. Its
 * session carries only the account and chain the dapp's `getSession` reports.
 *
 * @example
 * const siwx = siweToSiwx(siweConfig)
 */
export function siweToSiwx(config: SIWEConfig): SIWXConfig {
  return {
    ...(config.required === undefined ? {} : { required: config.required }),
    async createMessage({ chainId, accountAddress }) {
      const params = (await config.getMessageParams?.()) ?? {}
      const nonce = await config.getNonce(accountAddress)
      const now = Date.now()
      const data: SIWXMessageData = {
        accountAddress,
        chainId,
        domain: params.domain ?? globalThis.location?.host ?? 'localhost',
        uri: params.uri ?? globalThis.location?.origin ?? 'http://localhost',
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        ...(params.statement === undefined ? {} : { statement: params.statement }),
        ...(params.expiry === undefined
          ? {}
          : { expirationTime: new Date(now + params.expiry * 1000).toISOString() }),
      }
      const text = config.createMessage({
        address: accountAddress,
        chainId: Number(chainId.split(':')[1]),
        nonce,
        domain: data.domain,
        uri: data.uri,
        version: '1',
        issuedAt: data.issuedAt as string,
        ...(data.statement === undefined ? {} : { statement: data.statement }),
        ...(data.expirationTime === undefined ? {} : { expirationTime: data.expirationTime }),
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const ok = await config.verifyMessage({
        message: session.message,
        signature: session.signature,
      })
      if (!ok) throw new SiwxSessionRejectedError()
    },
    async revokeSession() {
      await config.signOut()
    },
    async setSessions(sessions) {
      for (const session of sessions) await this.addSession(session)
    },
    async getSessions(chainId, address): Promise<readonly SIWXSession[]> {
      const session = await config.getSession()
      if (!session) return []
      if (session.address.toLowerCase() !== address.toLowerCase()) return []
      if (`eip155:${session.chainId}` !== chainId) return []
      return [
        {
          data: { ...EMPTY_FIELDS, accountAddress: session.address, chainId },
          message: '',
          signature: '',
        },
      ]
    },
  }
}
