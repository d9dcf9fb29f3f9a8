// Run by the functions only: it reads the business facts, which the wizard's bundle must not carry.
// What the screen says once a request is in, worked out as the functions accept a request, on their
// clock and in the request's language, as the confirmation email is; thank-you-html.ts renders it for
// the wizard and the no-JS page.
import { business } from '../../data/business';
import { promiseWithinEs } from '../../data/promise-words';
import { replyTime, type ReplyTime } from '../business-time';
import type { Weekday } from '../../schemas/business';
import { clockLabel, minutesOf } from '../clock';
import type { Language } from '../i18n/languages';
import { spanishAt } from '../i18n/spanish-facts';
import { spanishService } from '../i18n/spanish-service';
import { isSummaryField, shownValue, valueFields, type QuoteField } from './fields';
import type { ThankYou } from './thank-you-html';

/** What the thank-you says around the request's own values, in one language. */
interface ThankYouWords {
  locale: 'en-US' | 'es-US';
  /** When the office will call, from the opening hours at the moment of the request. */
  reply: (reply: ReplyTime, opens: string) => string;
  photos: string;
  photosSent: (count: number) => string;
  urgent: string;
  referenceLead: string;
  sentHeading: string;
}

const SPANISH_WEEKDAYS: Record<Weekday, string> = {
  Sunday: 'el domingo',
  Monday: 'el lunes',
  Tuesday: 'el martes',
  Wednesday: 'el miércoles',
  Thursday: 'el jueves',
  Friday: 'el viernes',
  Saturday: 'el sábado',
};

/** Calls are in English where only written requests are answered in Spanish: the thank-you says so. */
const { callNote } = spanishService();
const spanishCallNote = callNote && ` ${callNote}`;

const WORDS: Record<Language, ThankYouWords> = {
  en: {
    locale: 'en-US',
    reply: (reply, opens) => {
      if (reply.kind === 'promise') return `Our office is open now; we'll call you ${business.responsePromise}.`;
      const day = reply.daysAhead === 0 ? 'today' : reply.daysAhead === 1 ? 'tomorrow' : reply.weekday;
      return `Our office opens at ${clockLabel(opens)} ${day}; we'll call you by ${reply.time}.`;
    },
    photos: 'Photos',
    photosSent: (count) => (count === 1 ? '1 photo' : `${count} photos`),
    urgent: business.emergency
      ? `Urgent, like a fast leak? Call our ${business.emergency.availability} emergency line now:`
      : 'Urgent? Call us now:',
    referenceLead: 'Your reference is',
    sentHeading: 'What you sent',
  },
  es: {
    locale: 'es-US',
    reply: (reply, opens) => {
      if (reply.kind === 'promise')
        return `Nuestra oficina está abierta; le llamaremos ${promiseWithinEs(business.replyWithinHours)}.${spanishCallNote}`;
      const day = reply.daysAhead === 0 ? 'hoy' : reply.daysAhead === 1 ? 'mañana' : SPANISH_WEEKDAYS[reply.weekday];
      // "9 a.m." ends the sentence with its own period.
      return `Nuestra oficina abre ${day} a ${spanishAt(minutesOf(opens))}; le llamaremos antes de ${spanishAt(reply.minutes)}${spanishCallNote}`;
    },
    photos: 'Fotos',
    photosSent: (count) => (count === 1 ? '1 foto' : `${count} fotos`),
    urgent: business.emergency
      ? `¿Es urgente, como una fuga rápida? Llame ahora a nuestra línea de emergencias ${business.emergency.availability}:`
      : '¿Es urgente? Llámenos ahora:',
    referenceLead: 'Su número de referencia es',
    sentHeading: 'Lo que nos envió',
  },
};

/**
 * "Our office opens at 7 AM Monday; we'll call you by 9 AM." outside the hours the promise counts
 * in, "Our office is open now; we'll call you within 2 hours." within them; in `language`.
 */
export function replyExplained(sentAt: Date, language: Language = 'en'): string {
  const reply = replyTime(sentAt);
  // replyTime names only a day with opening hours.
  const opens =
    reply.kind === 'opening'
      ? business.hours.find((line) => line.dayOfWeek.includes(reply.weekday) && line.opens)!.opens!
      : '';
  return WORDS[language].reply(reply, opens);
}

/**
 * The thank-you for request `reference`, received at `sentAt` with these fields (as sent) and `photos`
 * photos, in the language of `fields` (the field list, with its words).
 */
export function thankYou(
  request: { reference: string; fields: Readonly<Record<string, unknown>>; photos: number },
  sentAt: Date,
  { language, fields }: { language: Language; fields: readonly QuoteField[] },
): ThankYou {
  const words = WORDS[language];
  const quoteFields = valueFields(fields);
  // The number we will call first, so a mistyped one is caught; then what the request is about and when.
  const phone = quoteFields.find((field) => field.name === 'phone')!;
  const shown = [phone, ...quoteFields.filter(isSummaryField)].flatMap((field) => {
    const sent = request.fields[field.name];
    const options = { sameYearAs: sentAt.toISOString(), locale: words.locale };
    const value = typeof sent === 'string' && shownValue(field, sent.trim(), options);
    return value ? [{ label: field.label, value }] : [];
  });
  const photos = request.photos > 0 ? [{ label: words.photos, value: words.photosSent(request.photos) }] : [];
  return {
    reference: request.reference,
    referenceLead: words.referenceLead,
    reply: replyExplained(sentAt, language),
    sentHeading: words.sentHeading,
    sent: [...shown, ...photos],
    urgent: words.urgent,
    phone: { href: business.phone.href, display: business.phone.display },
  };
}
