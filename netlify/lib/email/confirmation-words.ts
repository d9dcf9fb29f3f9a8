// The homeowner's confirmation in each language the site speaks: every sentence it says, with the
// facts (name, phone, hours, reply time, emergency line) filled in from the facts module.
import { business, type SpanishService } from '../../../src/data/business';
import { replyPromise } from '../../../src/lib/business-time';
import type { Language } from '../../../src/lib/i18n/languages';
import { spanishHours, spanishReplyPromise } from '../../../src/lib/i18n/spanish-facts';
import { SPANISH_SERVICE_WORDS, type ServedLevel } from '../../../src/lib/i18n/spanish-service';
import { uiStrings } from '../../../src/lib/i18n/ui';
import {
  isSummaryField,
  QUOTE_VALUE_FIELDS,
  shownValue,
  valueFields,
  type QuoteValueField,
} from '../../../src/lib/quote';
import { QUOTE_FIELDS_ES } from '../../../src/lib/quote/es/field-words';
import type { QuoteRecord } from '../storage/quote-record';

export interface ConfirmationWords {
  /** The language the words are in, for the email's `lang`. */
  language: Language;
  subject: (reference: string) => string;
  /** The subject of the owner's reply (the owner email's Reply button), in the homeowner's language. */
  replySubject: (reference: string) => string;
  greeting: (name: string | undefined) => string;
  /** What happens next, by `now`'s reply time. */
  reply: (now: Date) => string;
  /** The inbox preview after the subject. */
  preheader: (reference: string, now: Date) => string;
  more: string;
  /** In which language the business answers by phone and in writing; none in English. */
  service?: string;
  yourRequest: string;
  reference: string;
  photos: string;
  photoCount: (count: number) => string;
  /** The fields repeated to the homeowner: label and value. */
  summary: (record: QuoteRecord) => { label: string; value: string }[];
  /** The line before the phone number: the emergency line, or the phone for questions when there is none. */
  callLead: string;
  callButton: string;
  /** The opening hours: "Our hours" and each line of them ("Saturday: 8 AM-5 PM"). */
  hours: { lead: string; lines: string[] };
  notYou: string;
}

/**
 * The fields repeated to the homeowner (see `isSummaryField`), with the labels and option words the
 * form showed in that language; "Not given" when blank.
 */
function summaryIn(fields: readonly QuoteValueField[], locale: 'en-US' | 'es-US', notGiven: string) {
  const repeated = fields.filter(isSummaryField);
  return (record: QuoteRecord) =>
    repeated.map((field) => ({
      label: field.label,
      value: shownValue(field, record.fields[field.name], { sameYearAs: record.createdAt, locale }) ?? notGiven,
    }));
}

export const NOT_GIVEN = 'Not given';

export const photoCount = (count: number) => (count === 0 ? 'No photos' : count === 1 ? '1 photo' : `${count} photos`);

const english: ConfirmationWords = {
  language: 'en',
  subject: (reference) => `We received your quote request (reference ${reference})`,
  replySubject: (reference) => `Your quote request ${reference}`,
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  reply: (now) =>
    `Thank you for your quote request. We'll text or call you ${replyPromise(now)} to confirm your appointment.`,
  preheader: (reference, now) => `Reference ${reference}. We'll text or call you ${replyPromise(now)}.`,
  more: 'To add details or change the time, reply to this email.',
  yourRequest: 'Your request',
  reference: 'Reference',
  photos: 'Photos',
  photoCount,
  summary: summaryIn(QUOTE_VALUE_FIELDS, 'en-US', NOT_GIVEN),
  // With no emergency line, the phone is still offered, for questions.
  callLead: business.emergency
    ? `Urgent problem, like a fast leak? Our emergency line is open ${business.emergency.availability}`
    : 'Questions about your request? Call us',
  callButton: uiStrings('en').callNumber(business.phone.display),
  hours: { lead: 'Our hours', lines: business.hours.map((line) => `${line.days}: ${line.hours}`) },
  notYou: `You received this email because this address was entered in the quote request form on our website. If that wasn't you, please ignore it.`,
};

function spanish(level: ServedLevel): ConfirmationWords {
  const { summary: service, byPhone } = SPANISH_SERVICE_WORDS[level];
  return {
    language: 'es',
    subject: (reference) => `Recibimos su solicitud de cotización (referencia ${reference})`,
    replySubject: (reference) => `Su solicitud de cotización ${reference}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    reply: (now) =>
      `Gracias por su solicitud de cotización. Le enviaremos un mensaje de texto o le llamaremos ${spanishReplyPromise(now)} para confirmar su cita.`,
    preheader: (reference, now) =>
      `Referencia ${reference}. Le enviaremos un mensaje o le llamaremos ${spanishReplyPromise(now)}.`,
    more: 'Para agregar detalles o cambiar la hora, responda a este correo; puede escribirnos en español.',
    service,
    yourRequest: 'Su solicitud',
    reference: 'Referencia',
    photos: 'Fotos',
    photoCount: (count) => (count === 0 ? 'Sin fotos' : count === 1 ? '1 foto' : `${count} fotos`),
    summary: summaryIn(valueFields(QUOTE_FIELDS_ES), 'es-US', 'No indicado'),
    callLead: `${
      business.emergency
        ? `¿Un problema urgente, como una fuga rápida? Nuestra línea de emergencias está abierta ${business.emergency.availability}`
        : '¿Preguntas sobre su solicitud? Llámenos'
    } (${byPhone})`,
    callButton: uiStrings('es').callNumber(business.phone.display),
    hours: {
      lead: 'Nuestro horario',
      lines: business.hours.map(spanishHours).map(({ days, hours }) => `${days}: ${hours}`),
    },
    notYou:
      'Recibió este correo porque alguien escribió esta dirección en el formulario de cotización de nuestro sitio web. Si no fue usted, ignórelo.',
  };
}

const SPANISH = { phone: spanish('phone'), writing: spanish('writing') };

/**
 * The confirmation's words for a request in `language`: Spanish while the business serves Spanish
 * speakers; English otherwise, so no email promises an answer in Spanish that nobody gives.
 */
export function confirmationWords(language: Language, level: SpanishService = business.spanish): ConfirmationWords {
  return language === 'es' && level !== 'not-yet' ? SPANISH[level] : english;
}
