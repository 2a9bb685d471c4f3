import { escapeHtml } from '../../http/escape-html.ts';

export type BankFormErrors = { account_number?: string; routing_number?: string };

const field = (name: keyof BankFormErrors, label: string, value: string, error: string | undefined) => {
  const input =
    'display:block;width:100%;box-sizing:border-box;padding:12px;margin-top:4px;border-radius:6px;font-size:16px';
  const border = error ? 'border:1px solid #c53030' : 'border:1px solid #0b1f3a';
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const message = error
    ? `<p id="${name}-error" style="color:#c53030;margin:4px 0 0">${escapeHtml(error)}</p>`
    : '';
  return `<label style="display:block;margin-top:16px">${label}<input name="${name}" inputmode="numeric" autocomplete="off" value="${escapeHtml(value)}" style="${input};${border}"${described}></label>${message}`;
};

/**
 * The local provider's onboarding (development and tests only): the spec's bank form stands in for
 * Stripe's identity and bank pages. Errors are the spec's messages (packages/domain bankFormSchema).
 */
export function localOnboardingPage(
  linkId: string,
  values: { account_number: string; routing_number: string } = { account_number: '', routing_number: '' },
  errors: BankFormErrors = {},
): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local onboarding: connect a payout account</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#0b1f3a">
<p style="background:#fff4d6;padding:8px;border-radius:6px">Local test onboarding: no bank is contacted.</p>
<h1 style="font-size:22px">Connect your payout account</h1>
<p>What you earn on Keyclub (card sales, or your share of a resale) is transferred to this bank account.</p>
<form method="post" action="/payouts/local/onboarding/${escapeHtml(linkId)}" novalidate>
${field('account_number', 'Account Number', values.account_number, errors.account_number)}
${field('routing_number', 'Routing Number', values.routing_number, errors.routing_number)}
<button type="submit" style="width:100%;padding:12px;margin-top:16px;border-radius:6px;border:1px solid #0b1f3a;font-size:16px;background:#0b1f3a;color:#fff">Submit</button>
</form>
</body></html>`;
}
