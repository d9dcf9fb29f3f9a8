// Every word of the quote form and its answers has one Spanish twin that says the same figures.
import { describe, expect, test } from 'vitest';
import { FIELD_WORDS } from '../../src/lib/quote/field-words';
import { FIELD_WORDS_ES } from '../../src/lib/quote/es/field-words';
import { FORM_TEXT_ES } from '../../src/lib/quote/es/form-text';
import { TOASTS_ES } from '../../src/lib/quote/es/messages';
import { ANSWERS } from '../../src/lib/quote/answers';
import { FORM_TEXT } from '../../src/lib/quote/form-text';
import { TOASTS } from '../../src/lib/quote/messages';
import { business } from '../../src/data/business';
import { PLAIN_FORM_WORDS } from '../../src/lib/quote/plain-form';

/** Each message of a word set by its path; a function's, as it says them for the same arguments in both languages. */
function messagesOf(words: unknown, path = ''): [string, string][] {
  if (typeof words === 'string') return [[path, words]];
  if (typeof words === 'function') return messagesOf((words as (...args: number[]) => unknown)(3, 2), `${path}()`);
  return Object.entries(words as object).flatMap(([key, value]) => messagesOf(value, path ? `${path}.${key}` : key));
}

const figures = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

describe.each([
  ['the toasts', TOASTS, TOASTS_ES],
  ['the functions’ answers (the endpoint’s checks, sizes, types, limits)', ANSWERS.en, ANSWERS.es],
  ['form text (steps, buttons, hints, the big-photo offer, what screen readers hear)', FORM_TEXT, FORM_TEXT_ES],
  ['fields (labels, options, placeholders, every validation message)', FIELD_WORDS, FIELD_WORDS_ES],
  ['the form without JavaScript', PLAIN_FORM_WORDS.en, PLAIN_FORM_WORDS.es],
])('%s', (_, english, spanish) => {
  const en = new Map(messagesOf(english));
  const es = new Map(messagesOf(spanish));

  test('every English message has one Spanish twin, and nothing else is Spanish only', () => {
    expect([...es.keys()]).toEqual([...en.keys()]);
  });

  test.each([...en.keys()])('%s: translated, with the same figures', (path) => {
    // A message that is only what it was given (a validation error's text) has nothing to translate.
    if (!/^[\d\s]*$/.test(en.get(path)!)) expect(es.get(path)).not.toBe(en.get(path));
    expect(figures(es.get(path)!)).toEqual(figures(en.get(path)!));
  });
});

test('the figures the spec gives are the ones both languages say', () => {
  for (const toasts of [TOASTS, TOASTS_ES]) {
    expect(figures(toasts.fileTooLarge('pool.jpg').description)).toEqual(['5']);
    expect(figures(toasts.tooManyFiles.description)).toEqual(['5']);
    expect(figures(toasts.success(business.replyWithinHours).description)).toEqual([String(business.replyWithinHours)]);
  }
  for (const fields of [FIELD_WORDS, FIELD_WORDS_ES]) {
    expect(figures(fields.name.messages.tooLong)).toEqual(['100']);
    expect(figures(fields.email.messages.tooLong)).toEqual(['255']);
    expect(figures(fields.comments.messages.tooLong)).toEqual(['1000']);
  }
});
