/**
 * The HTML of the sandbox provider's hosted pages: plain server-rendered HTML with inline styles
 * (no script), readable on a phone, following the system's light or dark scheme, with labelled
 * landmarks and real buttons in POST forms.
 */

export const TEST_PAYMENT_NOTICE = 'Test payment — no money moves';

export type SandboxResponse =
  { kind: 'page'; status: number; title: string; html: string } | { kind: 'redirect'; url: string };

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * Two palettes, light and dark, chosen by the system's preference (no script: the pages' CSP allows
 * none). Each meets WCAG AA on the card: text, links and button labels at least 4.5:1, button
 * outlines (`--control`) and the focus ring at least 3:1 (checked by billing-sandbox.test.ts).
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#f1f3f5;--card:#fff;--text:#1a1b1e;--muted:#495057;--line:#dee2e6;
--control:#7b8289;--accent:#087f5b;--accent-text:#fff;--warn-bg:#fff3bf;--warn-text:#5c3c00;--focus:#1c7ed6}
@media (prefers-color-scheme:dark){:root{--bg:#141517;--card:#1f2023;--text:#e9ecef;--muted:#adb5bd;
--line:#373a40;--control:#868e96;--accent:#38d9a9;--accent-text:#0b2e24;--warn-bg:#5c4400;--warn-text:#fff3bf;
--focus:#74c0fc}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);display:flex;align-items:flex-start;
justify-content:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px 16px}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px}
h1{font-size:1.375rem;margin:0 0 16px}
.notice{display:inline-block;margin:0 0 16px;padding:4px 10px;border-radius:999px;background:var(--warn-bg);
color:var(--warn-text);font-weight:600;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:var(--muted)}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
p{margin:0 0 16px}.small{font-size:.875rem;color:var(--muted);margin-top:16px}
form{margin:0 0 12px}
button,.button{display:block;width:100%;min-height:44px;padding:10px 16px;border-radius:8px;font:inherit;
font-weight:600;text-align:center;text-decoration:none;cursor:pointer;border:1px solid var(--control);
background:transparent;color:var(--text)}
button.primary,.button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
a{color:var(--accent)}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="notice" role="note">${TEST_PAYMENT_NOTICE}</p>
<h1 id="title">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

function postButton(action: string, token: string, label: string, primary = false): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button>
</form>`;
}

function details(rows: [string, string][]): string {
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

const SANDBOX_NOTE =
  'This is the built-in sandbox payment provider: no card is asked for and nothing is charged. ' +
  'The server takes real payments once STRIPE_SECRET_KEY is set.';

export interface CheckoutPageInput {
  appName: string;
  email: string;
  planName: string;
  priceLabel: string;
  /** The day of the first charge when the free trial continues until then; null: charged now. */
  firstChargeDay: string | null;
  payAction: string;
  cancelAction: string;
  token: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const trial = input.firstChargeDay;
  return layout(
    `Subscribe to ${input.appName}`,
    `${details([
      ['Plan', input.planName],
      ['Price', `${input.priceLabel} per year`],
      ...(trial
        ? ([
            ['Free trial', `Continues until ${trial}`],
            ['Due today', '$0.00'],
            ['First charge', `${input.priceLabel} on ${trial}`],
          ] as [string, string][])
        : []),
      ['Renews', 'Every year, until you cancel'],
      ['Account', input.email],
    ])}
${postButton(input.payAction, input.token, trial ? 'Start subscription' : `Pay ${input.priceLabel}`, true)}
${postButton(input.cancelAction, input.token, 'Cancel')}
<p class="small">${escapeHtml(SANDBOX_NOTE)}</p>`,
  );
}

export interface PortalPageInput {
  appName: string;
  email: string;
  returnUrl: string;
  token: string;
  /** null: no paid subscription yet. */
  plan: {
    planName: string;
    priceLabel: string;
    statusLabel: string;
    /** 'Renews on' or 'Ends on', with the day. */
    dateLabel: [string, string] | null;
    cancelAtPeriodEnd: boolean;
    canChange: boolean;
  } | null;
  cancelAction: string;
  resumeAction: string;
  subscribeAction: string;
}

export function portalPage(input: PortalPageInput): string {
  const back = `<a class="button" href="${escapeHtml(input.returnUrl)}">Return to ${escapeHtml(input.appName)}</a>`;
  if (!input.plan) {
    return layout(
      'Manage your subscription',
      `<p>No paid subscription yet.</p>
${details([['Account', input.email]])}
${postButton(input.subscribeAction, input.token, 'Subscribe', true)}
${back}
<p class="small">${escapeHtml(SANDBOX_NOTE)}</p>`,
    );
  }
  const { plan } = input;
  const rows: [string, string][] = [
    ['Plan', plan.planName],
    ['Price', `${plan.priceLabel} per year`],
    ['Status', plan.statusLabel],
    ...(plan.dateLabel ? [plan.dateLabel] : []),
    ['Account', input.email],
  ];
  const action = !plan.canChange
    ? postButton(input.subscribeAction, input.token, 'Subscribe again', true)
    : plan.cancelAtPeriodEnd
      ? postButton(input.resumeAction, input.token, 'Resume', true)
      : postButton(input.cancelAction, input.token, 'Cancel at period end');
  return layout(
    'Manage your subscription',
    `${details(rows)}
${action}
${back}
<p class="small">${escapeHtml(SANDBOX_NOTE)}</p>`,
  );
}

export function messagePage(title: string, message: string, link: { label: string; url: string }): string {
  return layout(
    title,
    `<p>${escapeHtml(message)}</p>
<a class="button primary" href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`,
  );
}
