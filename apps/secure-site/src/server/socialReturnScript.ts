/** The `type` of the message the social callback page posts to the window that opened it. */
export const SOCIAL_CALLBACK_MESSAGE_TYPE = 'airlock:social-callback'
/** The fragment parameter that carries the callback URL back to the dapp after a redirect login. */
export const SOCIAL_CALLBACK_FRAGMENT = 'airlock-social-callback'

/**
 * `/social/return.js`, the social callback page's only script (an external file of this origin,
 * so the CSP stays `script-src 'self'`). It hands the callback URL (code and state) back to the
 * dapp origin the server put in the page (`data-origin`, never from the URL): in a login window,
 * `window.opener.postMessage({ type: 'airlock:social-callback', uri }, origin)`; after a redirect
 * login, `location.replace('<origin>/#airlock-social-callback=<encoded uri>')`. The dapp page
 * then sends CONNECT_SOCIAL{uri} to its frame, which alone can finish the login.
 */
export const socialReturnScript = `(() => {
  const link = document.getElementById('back-to-app')
  const origin = link && link.dataset.origin
  if (!origin) return
  if (window.opener) {
    link.remove()
    window.opener.postMessage({ type: ${JSON.stringify(SOCIAL_CALLBACK_MESSAGE_TYPE)}, uri: location.href }, origin)
    return
  }
  location.replace(origin + '/#${SOCIAL_CALLBACK_FRAGMENT}=' + encodeURIComponent(location.href))
})()
`
