// The contact page's own words (ContactPage.astro, ContactSidebar.astro, ReviewUsCard.astro), one object
// per language; the facts (hours, areas, rating, emergency line) stay the facts file's. The Spanish
// page's sign-off holds for this file's English.
import type { Language } from '../../lib/i18n/languages';

export interface ContactWords {
  heading: string;
  /** The page's meta description; `emergency` when the business has an emergency line. */
  description: (emergency: boolean) => string;
  intro: string;
  sidebar: {
    label: string;
    emergencyLine: (availability: string) => string;
    /** Without an emergency line, the call card's heading and text. */
    callUs: string;
    callUsText: string;
    businessHours: string;
  };
  review: {
    heading: string;
    /** The review card's text, with the rating when the business has one. */
    text: (rating: { display: string; countDisplay: string } | undefined) => string;
  };
}

export const CONTACT_WORDS: Record<Language, ContactWords> = {
  en: {
    heading: 'Request Your Free Repair Quote',
    description: (emergency) =>
      `Request a free fiberglass pool repair quote in three short steps, or call${emergency ? ' for same-day emergency service' : ' us'} in the Dallas metro.`,
    intro: 'Tell us about your pool in three short steps. The assessment is free.',
    sidebar: {
      label: 'Contact details',
      emergencyLine: (availability) => `Emergency Line ${availability}`,
      callUs: 'Call Us',
      callUsText: 'Prefer to talk it through? Call us during business hours.',
      businessHours: 'Business Hours',
    },
    review: {
      heading: 'Happy with our work?',
      text: (rating) =>
        `${rating ? `We are rated ${rating.display} by ${rating.countDisplay} Dallas-area pool owners. ` : ''}A short review helps your neighbors find a repair team they can trust.`,
    },
  },
  es: {
    heading: 'Pida su cotización gratis',
    description: (emergency) =>
      `Pida una cotización gratis para reparar su piscina de fibra de vidrio en tres pasos cortos, o llame${emergency ? ' para servicio de emergencia el mismo día' : ''}, en el área de Dallas.`,
    intro: 'Cuéntenos sobre su piscina en tres pasos cortos. La evaluación es gratis.',
    sidebar: {
      label: 'Datos de contacto',
      emergencyLine: (availability) => `Línea de emergencias ${availability}`,
      callUs: 'Llámenos',
      callUsText: '¿Prefiere hablar? Llámenos en horario de atención.',
      businessHours: 'Horario de atención',
    },
    review: {
      heading: '¿Le gustó nuestro trabajo?',
      text: (rating) =>
        `${rating ? `Tenemos una calificación de ${rating.display} de ${rating.countDisplay} dueños de piscinas del área de Dallas. ` : ''}Una reseña corta ayuda a sus vecinos a encontrar un equipo de reparación de confianza.`,
    },
  },
};
