// Run by the functions only: what they answer beside the toasts' words, in each language, word for
// word. The wizard never shows these itself (its inputs never produce them; it reads a 429's flag).
import type { Language } from '../i18n/languages';
import { LIMITS, MB } from './limits';

export interface Answers {
  /**
   * The submit endpoint's own checks of the photos (each field's messages are in its words), answered
   * as a validation error.
   */
  requestValidation: { photosTooMany: string; photoUrlInvalid: string };
  /** The submit endpoint's rate limit (429, beside `rateLimited: true`). */
  rateLimited: string;
  notJson: string;
  unreadable: string;
  tooLarge: string;
  /** Photo uploads: a type, size or pixel count refused, and the hourly allowance. */
  photoWrongType: string;
  photoTooLarge: string;
  photoTooBigToProcess: string;
  photoRateLimited: string;
  /** The no-JavaScript form: its post too large, or unreadable. */
  formTooLarge: string;
  formUnreadable: string;
  /** A request another website made the browser send (403), refused with the way to send it. */
  crossSite: { title: string; message: string };
}

const UPLOAD_MB = LIMITS.maxUploadBytes / MB;
const FORM_MB = LIMITS.maxFormBytes / MB;
const MEGAPIXELS = LIMITS.maxPhotoPixels / 1_000_000;

export const ANSWERS: Record<Language, Answers> = {
  en: {
    requestValidation: {
      photosTooMany: `Maximum ${LIMITS.maxPhotos} photos allowed per submission.`,
      photoUrlInvalid: 'Photo links must come from the photo upload',
    },
    rateLimited: 'Too many submissions from this connection. Please try again in an hour.',
    notJson: 'Send the request as application/json',
    unreadable: 'The request could not be read',
    tooLarge: 'Request too large',
    photoWrongType: 'Photos must be JPG, PNG, WEBP or GIF images.',
    photoTooLarge: `Photos must be ${UPLOAD_MB} MB or smaller.`,
    photoTooBigToProcess: `This photo is too large to process (the limit is ${MEGAPIXELS} megapixels).`,
    photoRateLimited: 'Too many photo uploads from this connection. Please try again in an hour.',
    formTooLarge: `The photos are too large together (the limit is ${FORM_MB} MB in total). Please attach fewer or smaller photos.`,
    formUnreadable: 'The form could not be read. Please try again.',
    crossSite: {
      title: 'Request Refused',
      message: 'This form can only be sent from our own website. Please open our contact page and send it from there.',
    },
  },
  es: {
    requestValidation: {
      photosTooMany: `Puede enviar como máximo ${LIMITS.maxPhotos} fotos por solicitud.`,
      photoUrlInvalid: 'Los enlaces de las fotos deben venir de la subida de fotos',
    },
    rateLimited: 'Demasiadas solicitudes desde esta conexión. Inténtelo de nuevo en una hora.',
    notJson: 'Envíe la solicitud como application/json',
    unreadable: 'No se pudo leer la solicitud',
    tooLarge: 'La solicitud es demasiado grande',
    photoWrongType: 'Las fotos deben ser imágenes JPG, PNG, WEBP o GIF.',
    photoTooLarge: `Las fotos deben pesar ${UPLOAD_MB} MB o menos.`,
    photoTooBigToProcess: `Esta foto es demasiado grande para procesarla (el límite es de ${MEGAPIXELS} megapíxeles).`,
    photoRateLimited: 'Demasiadas fotos subidas desde esta conexión. Inténtelo de nuevo en una hora.',
    formTooLarge: `Las fotos juntas pesan demasiado (el límite es de ${FORM_MB} MB en total). Adjunte menos fotos o fotos más pequeñas.`,
    formUnreadable: 'No se pudo leer el formulario. Inténtelo de nuevo.',
    crossSite: {
      title: 'Solicitud rechazada',
      message:
        'Este formulario solo se puede enviar desde nuestro sitio web. Abra nuestra página de contacto y envíelo desde allí.',
    },
  },
};
