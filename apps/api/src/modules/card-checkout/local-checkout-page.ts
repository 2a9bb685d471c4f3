import { formatUsd } from '@keyclub/domain';
import type { LocalCheckoutSession } from '../../adapters/payments/local-payments.ts';
import { escapeHtml } from '../../http/escape-html.ts';

const button = (sessionId: string, action: 'pay' | 'decline' | 'cancel', label: string, style: string) =>
  `<form method="post" action="/checkout/local/${escapeHtml(sessionId)}/${action}"><button type="submit" style="${style}">${label}</button></form>`;

/**
 * The local provider's hosted checkout (development and tests only): what the buyer pays for, a
 * test card, and the three outcomes a real provider can end in.
 */
export function localCheckoutPage(session: LocalCheckoutSession): string {
  const amount = formatUsd(session.amountMinor / 100);
  const image = session.imageUrl
    ? `<img src="${escapeHtml(session.imageUrl)}" alt="" style="width:100%;border-radius:8px">`
    : '';
  const base =
    'width:100%;padding:12px;margin-top:8px;border-radius:6px;border:1px solid #0b1f3a;font-size:16px';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local checkout: ${escapeHtml(session.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#0b1f3a">
<p style="background:#fff4d6;padding:8px;border-radius:6px">Local test checkout: no card is charged.</p>
${image}
<h1 style="font-size:22px">${escapeHtml(session.title)}</h1>
<p style="font-size:28px;margin:0" data-amount="${session.amountMinor}">${escapeHtml(amount)}</p>
<label style="display:block;margin-top:16px">Card number<input value="4242 4242 4242 4242" readonly style="${base}"></label>
<label style="display:block">Expiry and CVC<input value="12 / 34   123" readonly style="${base}"></label>
${button(session.id, 'pay', `Pay ${escapeHtml(amount)}`, `${base};background:#0b1f3a;color:#fff`)}
${button(session.id, 'decline', 'Decline (card refused)', `${base};background:#fff`)}
${button(session.id, 'cancel', 'Cancel', `${base};background:#fff`)}
</body></html>`;
}
