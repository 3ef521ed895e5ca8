import type { SiteContext } from '../server/SiteContext'

/**
 * Where the provider sends the browser back: this site's `/social/callback`.
 *
 * @example
 * socialRedirectUri(ctx) // 'http://127.0.0.1:8788/social/callback'
 */
export function socialRedirectUri(ctx: Pick<SiteContext, 'publicUrl'>): string {
  return `${ctx.publicUrl}/social/callback`
}
