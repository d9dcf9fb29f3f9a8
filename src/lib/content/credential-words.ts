// What each credential generally means for a homeowner, in each language: the credentials panel's
// words. General meanings only: the business states the claim, not what any bond or policy covers.
import type { Credential } from '../../data/business';
import type { Language } from '../i18n/languages';
import { joinWithOr } from './text';
import { spanishCredentials } from './trust';

interface Meaning {
  term: string;
  text: string;
  /** The policy the closing note names, e.g. "a bond": only a bond and insurance have terms of their own. */
  policy?: string;
}

export interface CredentialWords {
  meanings: Record<Credential, Meaning>;
  issuedBy: (issuer: string) => string;
  /** The closing note on the policies held ("a bond", "an insurance policy"): either one's cover depends on its terms. */
  covers: (policies: readonly string[]) => string;
}

export const CREDENTIAL_WORDS: Record<Language, CredentialWords> = {
  en: {
    meanings: {
      licensed: {
        term: 'Licensed',
        text: 'A licensed contractor holds the licenses or registrations required for the work where it is done.',
      },
      bonded: {
        term: 'Bonded',
        text: 'A bonded contractor has a surety bond: a third party that may compensate a customer, within the terms of the bond, if the contractor does not meet its obligations.',
        policy: 'a bond',
      },
      insured: {
        term: 'Insured',
        text: 'An insured contractor carries business insurance for accidents that can happen during the work.',
        policy: 'an insurance policy',
      },
    },
    issuedBy: (issuer) => `Issued by ${issuer}`,
    covers: (policies) => `What ${joinWithOr(policies)} covers depends on its terms.`,
  },
  es: {
    meanings: {
      licensed: {
        term: spanishCredentials(['licensed']),
        text: 'Un contratista con licencia tiene las licencias o los registros que se exigen para el trabajo en el lugar donde lo hace.',
      },
      bonded: {
        term: spanishCredentials(['bonded']),
        text: 'Un contratista con fianza está respaldado por una fianza: una compañía afianzadora puede compensar al cliente, dentro de los términos de la fianza, si el contratista no cumple con sus obligaciones.',
        policy: 'una fianza',
      },
      insured: {
        term: spanishCredentials(['insured']),
        text: 'Un contratista con seguro tiene un seguro comercial que cubre los accidentes que pueden ocurrir durante el trabajo.',
        policy: 'una póliza de seguro',
      },
    },
    issuedBy: (issuer) => `Emisor: ${issuer}`,
    covers: (policies) => `Lo que cubre ${joinWithOr(policies, 'es')} depende de sus términos.`,
  },
};
