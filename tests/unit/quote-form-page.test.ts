import { describe, expect, it } from 'vitest';
import { quoteFormPage } from '../../netlify/lib/quote-form-page';
import { business } from '../../src/data/business';
import { ENDPOINTS, HONEYPOT_FIELD, VALIDATION } from '../../src/lib/quote';

describe('quoteFormPage', () => {
  const html = quoteFormPage({
    title: 'Validation Error',
    message: VALIDATION.emailInvalid,
    values: {
      name: 'Jo "<script>alert(1)</script>"',
      email: 'jo@',
      issue: 'leak',
      preferredTime: 'evening',
      comments: '</textarea><b>x</b>',
    },
  });

  it('shows the exact message as an alert', () => {
    expect(html).toContain(`<p class="alert" role="alert">${VALIDATION.emailInvalid}</p>`);
  });

  it('re-offers the form, filled in, posting to the same endpoint', () => {
    expect(html).toContain(`action="${ENDPOINTS.form}" enctype="multipart/form-data"`);
    expect(html).toContain('value="jo@"');
    expect(html).toContain('<option value="leak" selected>');
    expect(html).toContain('<option value="evening" selected>');
    expect(html).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(html).toMatch(/attach them again/);
  });

  it('escapes everything the visitor sent and carries no script', () => {
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;/textarea&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('value="Jo &quot;&lt;script&gt;');
  });

  it('labels every field and links back to the contact page and the phone', () => {
    for (const id of [
      'name',
      'phone',
      'email',
      'zip',
      'issue',
      'photos',
      'comments',
      'preferredDate',
      'preferredTime',
    ]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('href="/contact"');
    expect(html).toContain(`href="${business.phone.href}"`);
  });

  it('shows only the message and the phone when no form is offered', () => {
    const limited = quoteFormPage({ title: 'Too Many Requests', message: 'Try later' });
    expect(limited).not.toContain('<form');
    expect(limited).toContain(business.phone.display);
  });
});
