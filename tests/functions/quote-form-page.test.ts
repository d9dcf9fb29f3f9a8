import { describe, expect, it } from 'vitest';
import { quoteFormPage } from '../../netlify/lib/intake/form-page';
import { business } from '../../src/data/business';
import { ENDPOINTS, FORM_TEXT, HONEYPOT_FIELD, QUOTE_FIELDS, quoteWords } from '../../src/lib/quote';

const ENGLISH = quoteWords('en');

describe('quoteFormPage', () => {
  const html = quoteFormPage(
    {
      title: 'Validation Error',
      message: 'Invalid email address',
      field: 'email',
      values: {
        name: 'Jo "<script>alert(1)</script>"',
        email: 'jo@',
        issue: 'leak',
        preferredTime: 'evening',
        comments: '</textarea><b>x</b>',
      },
    },
    ENGLISH,
  );

  it('shows the exact message as an alert', () => {
    expect(html).toContain(`<p class="alert" id="form-message" role="alert">Invalid email address</p>`);
  });

  it('marks the field at fault invalid, described by the message, and no other', () => {
    expect(html.match(/<input id="form-email"[^>]*>/)?.[0]).toContain(
      'aria-invalid="true" aria-describedby="form-message"',
    );
    expect(html.match(/aria-invalid="/g)).toHaveLength(1);
    const unmarked = quoteFormPage(
      { title: 'Submission Failed', message: 'Try again', values: { email: 'a@b.co' } },
      ENGLISH,
    );
    expect(unmarked).not.toContain('aria-invalid="');
  });

  it('re-offers the form, filled in, posting to the same endpoint', () => {
    expect(html).toContain(`action="${ENDPOINTS.form}" enctype="multipart/form-data"`);
    expect(html).toContain('value="jo@"');
    expect(html).toContain('<option value="leak" selected>');
    expect(html).toContain('<option value="evening" selected>');
    expect(html).toMatch(/attach them again/);
  });

  it('escapes everything the visitor sent and carries no script', () => {
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;/textarea&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('value="Jo &quot;&lt;script&gt;');
  });

  it('offers the wizard’s fields in its order and steps, with their labels, limits and required marks', () => {
    const names = [...html.matchAll(/<(?:input|select|textarea) id="form-(\w+)"/g)].map((match) => match[1]);
    expect(names).toEqual([...QUOTE_FIELDS.map((field) => field.name), HONEYPOT_FIELD]);
    const legends = [...html.matchAll(/<fieldset><legend>([^<]+)<\/legend>/g)].map((match) => match[1]);
    expect(legends).toEqual([...FORM_TEXT.stepTitles]);
    for (const field of QUOTE_FIELDS) {
      const mark = field.required ? '<span class="required" aria-hidden="true">*</span>' : '';
      expect(html).toContain(`<label for="form-${field.name}">${field.label}${mark}</label>`);
    }
    /** The opening tag of the control `name`. */
    const tag = (name: string) => html.match(new RegExp(`<\\w+ id="form-${name}"[^>]*>`))?.[0];
    for (const name of ['name', 'phone', 'email', 'zip', 'issue']) expect(tag(name)).toContain(' required');
    for (const name of ['comments', 'preferredDate', 'preferredTime']) expect(tag(name)).not.toContain(' required');
    expect(tag('name')).toContain('maxlength="100"');
    expect(tag('zip')).toMatch(/autocomplete="postal-code".*inputmode="numeric"/);
    expect(tag('comments')).toContain('maxlength="1000"');
    expect(html).toContain('<select id="form-issue" name="issue" required><option value="">Select the issue</option>');
  });

  it('hides the honeypot from people, screen readers, the keyboard, autofill and password managers', () => {
    expect(html).toContain(
      `<div class="sr-only" aria-hidden="true"><label for="form-${HONEYPOT_FIELD}">${FORM_TEXT.honeypotLabel}</label><input id="form-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" data-1p-ignore data-lpignore="true" data-bwignore data-form-type="other"></div>`,
    );
    // Words browsers' and password managers' fill heuristics look for in a field's name.
    expect(HONEYPOT_FIELD).not.toMatch(
      /name|mail|phone|tel|fax|address|street|city|state|zip|postal|country|company|organi[sz]ation|web|url|site|home|user|login|pass|card|code|title|birth/i,
    );
    expect(html).toMatch(/\.sr-only\{position:absolute;width:1px;height:1px;[^}]*clip:rect\(0,0,0,0\)/);
  });

  it('links back to the contact page and the phone', () => {
    expect(html).toContain('href="/contact"');
    expect(html).toContain(`href="${business.phone.href}"`);
  });

  it('shows only the message and the phone when no form is offered', () => {
    const limited = quoteFormPage({ title: 'Too Many Requests', message: 'Try later' }, ENGLISH);
    expect(limited).not.toContain('<form');
    expect(limited).toContain(business.phone.display);
  });
});
