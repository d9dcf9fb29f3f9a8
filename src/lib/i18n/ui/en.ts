// The interface's words in English: what the shared components say around the content.
import { promiseWithin } from '../../../data/promise-words';

export const en = {
  skipToContent: 'Skip to content',
  illustration: 'Illustration',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  close: 'Close',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  services: 'Services',
  call: 'Call',
  callNow: 'Call Now',
  callNumber: (phone: string) => `Call ${phone}`,
  quickActions: 'Quick actions',
  learnMore: 'Learn More',
  learnMoreAbout: (title: string) => ` about ${title}`,
  faqHeading: 'Frequently Asked Questions',
  /** The service pages' sections, where the page names none of its own. */
  processHeading: 'Our Process',
  benefitsHeading: 'Why Homeowners Choose Us',
  colorsHeading: 'Popular Colors',
  /** The two parts of a common problem's card. */
  problemCauses: 'Causes',
  problemSolution: 'Solution',
  /** Read before a numbered step's title. */
  stepNumber: (number: number) => `Step ${number}: `,
  rated: (rating: string, best: string) => `Rated ${rating} out of ${best}`,
  /** The closing call to action, where a page gives none of its own. */
  closingHeading: 'Ready to fix your pool?',
  closingText: (hours: number) =>
    `Tell us what you see and we'll text or call you ${promiseWithin(hours)} to arrange your free assessment.`,
  closingQuote: 'Get Free Quote',
  reviewsHeading: 'What Homeowners Say',
  readAllReviews: 'Read all reviews',
  beforeAndAfter: 'Before and After',
  before: 'Before',
  after: 'After',
  googleReviews: 'See our reviews on Google',
  opensInNewTab: ' (opens in a new tab)',
  reviewsCount: (display: string, count: string) => `${display} from ${count} reviews`,
  trustLine: 'Why homeowners trust us',
  emergencyLine: (availability: string) => `Emergency line ${availability}`,
  phone: 'Phone',
  hours: 'Hours',
  serviceAreas: 'Service areas',
  footerServiceAreas: 'Service Areas',
  footerQuickLinks: 'Quick Links',
  footerServices: 'Services',
  footerBlurb: 'Fiberglass pool crack repair, leak detection and resurfacing across the Dallas metro.',
  allRightsReserved: 'All rights reserved.',
  /** The language switch: its text, in the language it leads to. */
  otherLanguage: 'Español',
  /** Its short form, where a phone's header has no room for the word. */
  otherLanguageShort: 'ES',
  otherLanguageName: 'Spanish',
} as const;

export type UiStrings = {
  [Key in keyof typeof en]: (typeof en)[Key] extends (...args: infer A) => string ? (...args: A) => string : string;
};
