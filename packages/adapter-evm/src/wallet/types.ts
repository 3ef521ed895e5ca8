/** The part of an EIP-1193 provider the adapter calls directly. */
export type Eip1193Requester = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}
