import type { AppEventName, AppEventPayloads, FrameReplyPayloads } from '../protocol/types'

// A valid payload for each app event and each success reply (test data shared by the tests).

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export const appPayloadSamples: { [K in AppEventName]: AppEventPayloads[K] } = {
  SWITCH_NETWORK: { chainId: 8453 },
  CONNECT_EMAIL: { email: 'alice@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'http://127.0.0.1:8788/social/callback?code=abc&state=xyz' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: undefined,
  GET_USER: { chainId: 'eip155:1', preferredAccountType: 'smartAccount' },
  SIGN_OUT: undefined,
  IS_CONNECTED: { token: 'session-token' },
  GET_CHAIN_ID: undefined,
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] },
  UPDATE_EMAIL: { email: 'bob@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '000000' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '999999' },
  SYNC_THEME: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#47a1ff' } },
  SYNC_DAPP_DATA: {
    metadata: { name: 'Demo', description: 'A dapp', url: 'http://127.0.0.1:5173', icons: [] },
    sdkVersion: 'react-evm-0.0.0',
    sdkType: 'airlock',
    projectId: 'demo',
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
  RELOAD: undefined,
  CANCEL_REQUEST: { requestId: '9b2f5e1c-3d4a-4f6b-8c7d-0e1f2a3b4c5d' },
  EXPORT_PRIVATE_KEY: undefined,
}

const USER = {
  email: 'alice@example.com',
  address: ADDRESS,
  chainId: 1,
  accounts: [{ address: ADDRESS, type: 'eoa' as const }],
  userName: null,
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
}

export const replyPayloadSamples: { [K in AppEventName]: FrameReplyPayloads[K] } = {
  SWITCH_NETWORK: { chainId: 8453 },
  CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: undefined,
  CONNECT_SOCIAL: USER,
  GET_SOCIAL_REDIRECT_URI: { uri: 'http://127.0.0.1:8790/auth?client_id=github' },
  GET_FARCASTER_URI: { url: 'http://127.0.0.1:8788/farcaster?channel=abc' },
  CONNECT_FARCASTER: { userName: 'alice' },
  GET_USER: USER,
  SIGN_OUT: undefined,
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 'eip155:1' },
  RPC_REQUEST: '0xdeadbeef',
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: undefined,
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'bob@example.com' },
  SYNC_THEME: undefined,
  SYNC_DAPP_DATA: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 8453] },
  INIT_SMART_ACCOUNT: { address: ADDRESS, isDeployed: true },
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: ADDRESS },
  RELOAD: undefined,
  CANCEL_REQUEST: undefined,
  EXPORT_PRIVATE_KEY: undefined,
}
