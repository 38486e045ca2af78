import type { MailMessage } from './mail.types.js';

/** What an e-mail says; the mail queue renders it into plain-text and HTML parts when it sends it. */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action. */
  footnote?: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The message of `content` to `to`, signed with the product's name. */
export function renderMail(to: string, content: MailContent, appName: string): MailMessage {
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    `— ${appName}`,
  ].join('\n\n');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0ca678;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#666">Or open this link: ${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(content.subject)}</h1>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:12px;color:#666">${escapeHtml(content.footnote)}</p>` : ''}
<p style="color:#666">— ${escapeHtml(appName)}</p></body></html>`;
  return { to, subject: content.subject, text, html };
}
