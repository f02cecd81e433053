/** The simulated hosted checkout's HTML: no script, one small style sheet, readable at 360 px. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1c2b36}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.box{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:4px 0 16px;color:#4a5a66}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;font-size:18px;padding:10px;border:1px solid #b8c4cc;border-radius:8px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:20px;padding:14px;font-size:17px;font-weight:700;border:0;border-radius:8px;background:#0ba4db;color:#fff}
button.secondary{margin-top:12px;background:#fff;color:#1c2b36;border:1px solid #b8c4cc}
.error{background:#fde8e8;color:#8a1c1c;padding:10px;border-radius:8px;margin:0 0 12px}
.cancel{display:block;text-align:center;margin-top:16px;color:#4a5a66}
small{display:block;margin-top:16px;color:#6b7b86;text-align:center}`;

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main><div class="box">${content}</div>
<small>Paystack checkout (simulated). Test cards: 4084 0840 8408 4081 pays; 5061 0000 0000 0005 asks for a code (123456);
4084 0800 0000 5408 is declined; 4084 0800 0000 0409 asks for the bank's check on every later payment.</small></main></body></html>`;
}

export interface CheckoutPageView {
  action: string;
  cancelUrl: string;
  email: string;
  amount: string;
  error?: string | undefined;
}

export function cardFormPage(view: CheckoutPageView): string {
  return page(
    'Pay with card',
    `<h1>Pay ${escape(view.amount)}</h1><p>${escape(view.email)}</p>
${view.error ? `<div class="error" role="alert">${escape(view.error)}</div>` : ''}
<form method="post" action="${escape(view.action)}" autocomplete="off">
<label for="card">Card number</label><input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" placeholder="MM/YY" autocomplete="cc-exp" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" maxlength="4" autocomplete="cc-csc" required></div></div>
<button type="submit">Pay ${escape(view.amount)}</button></form>
<a class="cancel" href="${escape(view.cancelUrl)}">Cancel payment</a>`,
  );
}

export function otpPage(view: CheckoutPageView & { message: string }): string {
  return page(
    'Enter the code',
    `<h1>Enter the code</h1><p>${escape(view.message)}</p>
${view.error ? `<div class="error" role="alert">${escape(view.error)}</div>` : ''}
<form method="post" action="${escape(view.action)}" autocomplete="off">
<label for="otp">Code</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Authorize</button></form>
<a class="cancel" href="${escape(view.cancelUrl)}">Cancel payment</a>`,
  );
}

export function closedPage(message: string): string {
  return page('Checkout closed', `<h1>Checkout closed</h1><p>${escape(message)}</p>`);
}

export interface BankCheckView {
  action: string;
  amount: string;
  card: string;
  error?: string;
  /** Once decided: what happened, and no buttons. */
  done?: string;
}

/** The card bank's own check of a payment (3-D Secure), as the simulator's bank shows it. */
export function bankCheckPage(view: BankCheckView): string {
  const decide = `<form method="post" action="${escape(view.action)}">
<button type="submit" name="decision" value="approve">Approve ${escape(view.amount)}</button>
<button type="submit" name="decision" value="decline" class="secondary">Decline</button></form>`;
  return page(
    'Your bank’s check',
    `<h1>Your bank’s check</h1><p>Approve the payment of ${escape(view.amount)} from your card ${escape(view.card)}?</p>
${view.error ? `<div class="error" role="alert">${escape(view.error)}</div>` : ''}
${view.done ? `<p role="status">${escape(view.done)}</p>` : decide}`,
  );
}
