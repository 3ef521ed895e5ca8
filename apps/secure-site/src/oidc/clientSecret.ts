/**
 * The client secret of a provider's client on the local OpenID provider (not a secret in any real
 * sense: the issuer listens on loopback only).
 *
 * @example
 * clientSecret('github') // 'github-local-secret'
 */
export function clientSecret(name: string): string {
  return `${name}-local-secret`
}
