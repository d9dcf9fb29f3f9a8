import { describe, expect, it } from 'vitest';
import { business } from '../../src/data/business';
import { promiseWithin, promiseWithinEs } from '../../src/data/promise-words';
import { fillIn, pageFacts, type PageFacts } from '../../src/lib/content/page-copy';

const facts: PageFacts = {
  ...pageFacts({ claims: {} }),
  name: 'Dallas Fiberglass Pool Repair',
  areas: 'Dallas, Plano',
  satisfaction: '100%',
};

describe('fillIn: a page text with the business facts', () => {
  it.each([
    ['About {name}', 'About Dallas Fiberglass Pool Repair'],
    ['Serving {areas}.[ {satisfaction} guaranteed.]', 'Serving Dallas, Plano. 100% guaranteed.'],
    ['Free quotes.[ {credentials}.] Call us.', 'Free quotes. Call us.'],
    ['A [{credentialsLower} ]team in {areas}', 'A team in Dallas, Plano'],
  ])('%s → %s', (text, filled) => {
    expect(fillIn(text, facts)).toBe(filled);
  });

  it('stops on a fact the business has not given, outside brackets, rather than print an empty sentence', () => {
    expect(() => fillIn('{credentials} for work on your pool.', facts)).toThrow(
      '"{credentials} for work on your pool." names {credentials}, which the business has not given',
    );
  });

  it('stops on a name no fact has, rather than print the braces', () => {
    expect(() => fillIn('Rated {ratng}', facts)).toThrow('names {ratng}, which is no fact a page can show');
    expect(() => fillIn('Rated[ {ratng}]', facts)).toThrow('names {ratng}');
  });
});

describe('pageFacts: the facts in the page language', () => {
  it('gives the credentials and the warranty in Spanish on Spanish pages, the figures as they are', () => {
    const english = pageFacts(business, 'en');
    const spanish = pageFacts(business, 'es');
    if (business.claims.credentials) {
      expect(english.credentials).toBe(business.claims.credentials.statement);
      expect(spanish.credentials).toMatch(/^Con /);
    }
    if (business.claims.crackRepairWarranty)
      expect(spanish.warranty).toBe(business.inSpanish.crackRepairWarranty?.toLowerCase());
    expect(spanish.rating).toBe(english.rating);
    expect(spanish.replyWithinHours).toBe(String(business.replyWithinHours));
  });

  it('says the reply promise in the page language, one hour as one', () => {
    expect(pageFacts(business, 'en').responsePromise).toBe(promiseWithin(business.replyWithinHours));
    expect(pageFacts(business, 'es').responsePromise).toBe(promiseWithinEs(business.replyWithinHours));
    const oneHour = { ...business, replyWithinHours: 1, responsePromise: promiseWithin(1) };
    expect(pageFacts(oneHour, 'es').responsePromise).toBe('en menos de 1 hora');
  });
});
