// The words the About page's people section shows (AboutPeople.astro), in one object per language, so
// a page in another language gives its own and the facts stay the facts file's.

export interface AboutPeopleWords {
  /** The section's heading. */
  heading: string;
  /** What the owner is, under the name (or alone under a photo given without a name). */
  ownerRole: string;
  /** The year founded as a sentence, e.g. "Founded in 2012". */
  founded: (year: number) => string;
  /** Names the street address for screen readers and in the list, e.g. "Address". */
  address: string;
  /** The photo's alt text, by the owner's name when given. */
  photoAlt: (owner: string | undefined, business: string) => string;
}

export const ABOUT_PEOPLE_EN: AboutPeopleWords = {
  heading: 'Who We Are',
  ownerRole: 'Owner',
  founded: (year) => `Founded in ${year}`,
  address: 'Address',
  photoAlt: (owner, business) => (owner ? `${owner}, owner of ${business}` : `The owner of ${business}`),
};
