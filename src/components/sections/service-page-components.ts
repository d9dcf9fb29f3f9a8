// The components a service's MDX body can use without importing them (see src/content/services/).
import BeforeAfter from './BeforeAfter.astro';
import ColorSwatches from './ColorSwatches.astro';
import InfoCard from './InfoCard.astro';
import KeyFigures from './KeyFigures.astro';
import ProblemCard from './ProblemCard.astro';
import PhoneLink from '../site/PhoneLink.astro';
import ServiceSection from './ServiceSection.astro';

export const servicePageComponents = {
  BeforeAfter,
  ColorSwatches,
  InfoCard,
  KeyFigures,
  PhoneLink,
  ProblemCard,
  ServiceSection,
};
