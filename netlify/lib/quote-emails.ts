// The two emails of a quote request, as plain text and escaped HTML. Pure: no sending here.
import { business } from '../../src/data/business';
import { optionLabel, QUOTE_FIELDS, TOASTS } from '../../src/lib/quote';
import { escapeHtml } from './html';
import type { QuoteRecord } from './quote-record';

export interface EmailContent {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;
}

/** Each field as the form labels it, with a select's value as its option reads. */
function rows(record: QuoteRecord): [string, string][] {
  return QUOTE_FIELDS.flatMap((field) => {
    if (field.input === 'photos') return [];
    const value = record.fields[field.name];
    return [[field.label, (field.input === 'select' ? optionLabel(field.name, value) : value) ?? '']];
  });
}

/** To the owner: every field, the photo links, reply-to the homeowner. */
export function ownerNotification(record: QuoteRecord, notifyTo: string): EmailContent {
  const subject = `New quote request ${record.id}: ${optionLabel('issue', record.fields.issue) ?? 'Pool repair'}`;
  const lines = rows(record);
  const text = [
    `New quote request ${record.id} (${record.createdAt})`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value || '-'}`),
    '',
    record.photoUrls.length ? 'Photos:' : 'Photos: none',
    ...record.photoUrls,
  ].join('\n');
  const table = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value || '-')}</td></tr>`,
    )
    .join('');
  const photos = record.photoUrls.length
    ? `<ul>${record.photoUrls.map((url, i) => `<li><a href="${escapeHtml(url)}">Photo ${i + 1}</a></li>`).join('')}</ul>`
    : '<p>No photos.</p>';
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">New quote request ${escapeHtml(record.id)}</h1><p>Received ${escapeHtml(record.createdAt)}. Reply to this email to answer the homeowner.</p><table>${table}</table><h2 style="font-size:16px">Photos</h2>${photos}`,
  );
  return { to: notifyTo, replyTo: record.fields.email, subject, text, html };
}

/** To the homeowner: we received it, when we'll be in touch, the reference and our phone. */
export function homeownerConfirmation(record: QuoteRecord): EmailContent {
  const subject = `We received your quote request (reference ${record.id})`;
  const paragraphs = [
    `Hi ${record.fields.name},`,
    `${TOASTS.success.description}`,
    `Your reference number is ${record.id}.`,
    `Questions or an urgent repair? Call us at ${business.phone.display}.`,
    business.name,
  ];
  const html = htmlPage(
    subject,
    paragraphs
      .map((p) =>
        escapeHtml(p).replace(
          escapeHtml(business.phone.display),
          `<a href="${business.phone.href}">${escapeHtml(business.phone.display)}</a>`,
        ),
      )
      .map((p) => `<p>${p}</p>`)
      .join(''),
  );
  return { to: record.fields.email, replyTo: business.email, subject, text: paragraphs.join('\n\n'), html };
}
