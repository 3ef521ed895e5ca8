/** A handler answers one method; params are the request's params array (or []). */
export type Handlers = Record<string, (params: readonly unknown[]) => unknown>
