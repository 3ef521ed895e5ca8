/**
 * `/social/return.js`, the social callback page's only script (an external file of this origin,
 * so the CSP stays `script-src 'self'`). In a login window (`window.opener`) the page stays as it
 * is and the link goes; after a redirect login the visitor is sent back to the dapp origin the
 * server put in the `Back to the app` link, which never comes from the URL.
 */
export const socialReturnScript = `(() => {
  const link = document.getElementById('back-to-app')
  if (!link) return
  if (window.opener) link.remove()
  else location.replace(link.href)
})()
`
