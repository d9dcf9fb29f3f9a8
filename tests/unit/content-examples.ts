// Complete, valid frontmatter of a service and a project, for the schema tests to change one field of.
// Image paths name a picture of the tests' own, from src/content/services/ and src/content/projects/:
// the content's pictures may be replaced at launch.

export const serviceFaq = { question: 'How long does it take?', answer: 'Most repairs take 1-2 days.' };

export const validService = {
  order: 1,
  title: 'Fiberglass Repair',
  footerLabel: 'Fiberglass Repair',
  description: 'Fiberglass pool crack repair across the Dallas metro, usually fixed in 1-2 days.',
  icon: 'crack',
  image: '../../../tests/fixtures/launch-guard/illustration-as-shipped.png',
  imageAlt: 'Illustration of a crack being sealed',
  features: ['Crack repair', 'Blister repair', 'Color-matched finish'],
  hero: { headline: 'Fiberglass Pool Crack Repair in Dallas', intro: 'We repair cracks.' },
  process: { steps: [1, 2, 3, 4].map((n) => ({ title: `Step ${n}`, description: 'What happens.' })) },
  faqs: [serviceFaq, serviceFaq, serviceFaq, serviceFaq, serviceFaq],
};

export const validProject = {
  order: 1,
  title: 'Highland Park Fiberglass Crack Repair',
  location: 'Highland Park',
  duration: '2 days',
  challenge: 'Cracks on the pool floor.',
  solution: 'Injected and reinforced the crack.',
  result: 'Watertight again.',
  image: '../../../tests/fixtures/launch-guard/illustration-as-shipped.png',
  imageAlt: 'A repaired crack',
};
