// The blog's words in each language: what the list, the cards, the post pages and the components a post
// uses say around a post's own text. Bundled into no browser code; no `astro:*` imports, so the e2e
// checks read it too.
import type { BlogCategory } from '../../schemas/blog';
import type { Language } from '../i18n/languages';

const en = {
  /** The blog's name and summary: /blog's heading and title, the feed's. */
  title: 'Pool Care Insights',
  description: 'Practical advice for Dallas fiberglass pool owners: leaks, cracks, pumps, resurfacing and finishes.',
  intro:
    'Plain-spoken advice from our repair crews for Dallas fiberglass pool owners: spotting leaks, living with clay soil, saving on pump power and planning a resurfacing.',
  /** The blog's name in the navigation and the breadcrumb. */
  crumb: 'Blog',
  articles: 'Articles',
  requestRepair: 'Request Repair',
  listClosing: 'Seeing a problem in your pool?',
  postClosing: 'Questions about your pool?',
  minutesToRead: (minutes: number) => `${minutes} min read`,
  readMore: 'Read More',
  readMoreAbout: (title: string) => ` about ${title}`,
  relatedServices: 'Related Services',
  tip: 'Tip:',
  warning: 'Warning:',
  getFreeQuote: 'Get Free Quote',
  draft: 'Draft: not published',
  scheduledFor: (day: string) => `Scheduled for ${day}`,
  categories: {
    Maintenance: 'Maintenance',
    Repair: 'Repair',
    Equipment: 'Equipment',
    Resurfacing: 'Resurfacing',
    Materials: 'Materials',
  } satisfies Record<BlogCategory, string>,
};

export type BlogWords = typeof en;

const es: BlogWords = {
  title: 'Consejos para su piscina',
  description:
    'Consejos prácticos para dueños de piscinas de fibra de vidrio en Dallas: cómo cuidar su piscina y cuándo conviene repararla.',
  intro:
    'Consejos claros de nuestros técnicos para dueños de piscinas de fibra de vidrio en Dallas: qué señales vigilar y cuándo conviene llamar a un profesional.',
  crumb: 'Artículos',
  articles: 'Artículos',
  requestRepair: 'Solicitar reparación',
  listClosing: '¿Ve un problema en su piscina?',
  postClosing: '¿Tiene preguntas sobre su piscina?',
  minutesToRead: (minutes: number) => `${minutes} min de lectura`,
  readMore: 'Leer más',
  readMoreAbout: (title: string) => ` sobre ${title}`,
  relatedServices: 'Servicios relacionados',
  tip: 'Consejo:',
  warning: 'Advertencia:',
  getFreeQuote: 'Pedir cotización gratis',
  draft: 'Borrador: no publicado',
  scheduledFor: (day: string) => `Programado para el ${day}`,
  categories: {
    Maintenance: 'Mantenimiento',
    Repair: 'Reparación',
    Equipment: 'Equipos',
    Resurfacing: 'Renovación',
    Materials: 'Materiales',
  },
};

export const BLOG_WORDS: Record<Language, BlogWords> = { en, es };

/** How each language writes a post's date: "August 28, 2025", "28 de agosto de 2025". */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
