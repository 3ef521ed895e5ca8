import {
  ONRAMP_FIAT_USD_RATES,
  ONRAMP_METHOD_LIMITS,
  ONRAMP_NETWORKS,
  ONRAMP_RETURN_DELAY_MS,
} from './constants'

/** What the provider page shows about the purchase it pays. */
export type ProviderPageInput = {
  id: string
  address: string
  chainId: number
  asset: string
  presetFiat: string | null
  /** The fiat currency and payment method chosen in the dapp (the URL's query; others ignored). */
  presetCurrency?: string | undefined
  presetMethod?: string | undefined
  returnOrigin: string | null
  /** Where a visitor who came by redirect goes back to once paid (checked when it was stored). */
  returnUrl: string | null
  /** Where the form posts (the page's own path). */
  action: string
  nonce: string
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The local provider page: a card or bank-account form that buys `asset` for `address`, with the
 * SPEC §9 limits, errors shown beside each field, and, once paid, a message to the dapp window
 * (`postMessage` to the opener, to the origin that asked for the URL only). A visitor who came
 * without a window of their own (no opener) and a stored `returnUrl` gets a "Back to the app" link
 * and is taken back there 3 seconds after `Purchase complete`.
 *
 * @example
 * c.html(renderProviderPage({ id, address, chainId: 1, asset: 'ETH', ... }))
 */
export function renderProviderPage(input: ProviderPageInput): string {
  const network =
    ONRAMP_NETWORKS.find((entry) => entry.chainId === input.chainId)?.displayName ??
    `Chain ${input.chainId}`
  const currencies = Object.keys(ONRAMP_FIAT_USD_RATES)
    .map(
      (code) =>
        `<option value="${code}"${code === input.presetCurrency ? ' selected' : ''}>${code}</option>`,
    )
    .join('')
  const bank = input.presetMethod === 'bank_account'
  const config = JSON.stringify({
    action: input.action,
    returnOrigin: input.returnOrigin,
    returnUrl: input.returnUrl,
    returnDelayMs: ONRAMP_RETURN_DELAY_MS,
    limits: ONRAMP_METHOD_LIMITS,
  }).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local test provider - buy ${escapeHtml(input.asset)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:1.5rem auto;padding:0 1rem;color:#1b1b1f}
.note{background:#fff4d6;border:1px solid #e8c766;padding:.5rem .75rem;border-radius:.5rem;font-size:.875rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #999;border-radius:.375rem}
fieldset{border:0;padding:0;margin:0}
.methods label{display:inline-flex;gap:.375rem;font-weight:400;margin-right:1rem}
.methods input{width:auto}
.error{color:#b00020;font-size:.875rem;margin:.25rem 0 0}
button{margin-top:1.25rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:.5rem;background:#3b5bdb;color:#fff}
button[disabled]{opacity:.6}
code{word-break:break-all}
</style></head>
<body>
<h1>Buy ${escapeHtml(input.asset)}</h1>
<p class="note">Local test provider: no real payment is taken. The cloud pays from a test treasury on the local chain.</p>
<p>To <code data-testid="onramp-destination">${escapeHtml(input.address)}</code> on ${escapeHtml(network)}</p>
<form id="pay" novalidate>
<div class="methods" role="radiogroup" aria-label="Payment method">
<label><input type="radio" name="paymentMethod" value="card"${bank ? '' : ' checked'}> Card</label>
<label><input type="radio" name="paymentMethod" value="bank_account"${bank ? ' checked' : ''}> Bank account</label>
</div>
<p class="error" data-for="paymentMethod"></p>
<label for="amount">Amount</label>
<input id="amount" name="amount" inputmode="decimal" value="${escapeHtml(input.presetFiat ?? '')}">
<p class="error" data-for="amount"></p>
<label for="currency">Currency</label>
<select id="currency" name="currency">${currencies}</select>
<p class="error" data-for="currency"></p>
<fieldset id="card">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off">
<p class="error" data-for="cardNumber"></p>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="off">
<p class="error" data-for="expiry"></p>
<label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="off">
<p class="error" data-for="cvc"></p>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="off">
<p class="error" data-for="name"></p>
</fieldset>
<fieldset id="bank" hidden>
<label for="holder">Account holder</label><input id="holder" name="holder" autocomplete="off">
<p class="error" data-for="holder"></p>
<label for="routingNumber">Routing number</label><input id="routingNumber" name="routingNumber" inputmode="numeric" autocomplete="off">
<p class="error" data-for="routingNumber"></p>
<label for="accountNumber">Account number</label><input id="accountNumber" name="accountNumber" inputmode="numeric" autocomplete="off">
<p class="error" data-for="accountNumber"></p>
</fieldset>
<p class="error" role="alert" id="formError"></p>
<button type="submit">Pay</button>
</form>
<section id="done" hidden>
<h2>Purchase complete</h2>
<p id="doneText"></p>
<p>Transaction <code id="doneHash"></code></p>
<p id="closeHint">You can close this window.</p>
<p id="back" hidden><a id="backLink" href="#">Back to the app</a></p>
</section>
<script nonce="${input.nonce}">
(() => {
  const config = ${config};
  const form = document.getElementById('pay');
  const card = document.getElementById('card');
  const bank = document.getElementById('bank');
  const method = () => form.elements.paymentMethod.value;
  const show = () => { card.hidden = method() !== 'card'; bank.hidden = method() === 'card'; };
  for (const radio of form.elements.paymentMethod) radio.addEventListener('change', show);
  show();
  const clear = () => { for (const p of form.querySelectorAll('.error')) p.textContent = ''; };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clear();
    const button = form.querySelector('button');
    button.disabled = true;
    const fields = Object.fromEntries(new FormData(form));
    try {
      const response = await fetch(config.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
      const body = await response.json();
      if (!response.ok) {
        if (body.fields) for (const [key, text] of Object.entries(body.fields)) {
          const p = form.querySelector('[data-for="' + key + '"]');
          if (p) p.textContent = text;
        }
        else document.getElementById('formError').textContent = body.reason ? body.error + ': ' + body.reason : body.error;
        button.disabled = false;
        return;
      }
      form.hidden = true;
      document.getElementById('done').hidden = false;
      document.getElementById('doneText').textContent = body.purchaseAmount.value + ' ' + body.purchaseAmount.currency + ' for ' + body.paymentTotal.value + ' ' + body.paymentTotal.currency;
      document.getElementById('doneHash').textContent = body.txHash;
      if (window.opener && config.returnOrigin)
        window.opener.postMessage({ type: 'airlock:onramp', ...body }, config.returnOrigin);
      else if (config.returnUrl) {
        document.getElementById('closeHint').hidden = true;
        document.getElementById('backLink').href = config.returnUrl;
        document.getElementById('back').hidden = false;
        setTimeout(() => location.assign(config.returnUrl), config.returnDelayMs);
      }
    } catch (error) {
      document.getElementById('formError').textContent = 'The payment could not be sent: ' + error.message;
      button.disabled = false;
    }
  });
})();
</script>
</body></html>`
}
