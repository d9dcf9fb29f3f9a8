// Bundled into the browser and the functions too: no `astro:*` imports here.
// Los mensajes del formulario de cotización y de sus funciones en español (es-US, de "usted"): cada
// mensaje de messages.ts con las mismas cifras, tomadas de las mismas constantes.
import { responseHours } from '../../../data/reply-promise';
import { LIMITS } from '../limits';
import type { QuoteMessages, Toasts } from '../messages';

const MB = 1024 * 1024;

export const TOASTS_ES: Toasts = {
  fileTooLarge: (file) => ({
    title: 'Archivo demasiado grande',
    description: `${file} pasa del límite de ${LIMITS.maxPhotoBytes / MB} MB. Use imágenes más pequeñas.`,
  }),
  invalidFileType: (file) => ({
    title: 'Tipo de archivo no válido',
    description: `${file} no es un formato de imagen aceptado. Use JPG, PNG, WEBP o GIF.`,
  }),
  tooManyFiles: {
    title: 'Demasiados archivos',
    description: `Puede enviar como máximo ${LIMITS.maxPhotos} fotos por solicitud.`,
  },
  uploadingPhotos: (done, total) => ({ title: 'Subiendo fotos...', description: `${done} de ${total}` }),
  photoUploadFailed: {
    title: 'No se pudieron subir las fotos',
    description: 'No pudimos subir las fotos. Inténtelo de nuevo o envíe la solicitud sin fotos.',
  },
  photoTooLargeToSend: (file) => ({
    title: 'No se pudieron subir las fotos',
    description: `${file} es demasiado grande para subirla. Use una imagen más pequeña o envíe la solicitud sin fotos.`,
  }),
  tooManyRequests: {
    title: 'Demasiadas solicitudes',
    description: 'Ha enviado demasiadas solicitudes en poco tiempo. Inténtelo de nuevo en una hora.',
  },
  validationError: (message) => ({ title: 'Revise sus datos', description: message }),
  submissionFailed: {
    title: 'No se pudo enviar',
    description: 'Hubo un problema al enviar su solicitud. Inténtelo de nuevo o llámenos directamente.',
  },
  success: {
    title: '¡Recibimos su solicitud de cotización!',
    description: `¡Gracias! Le enviaremos un mensaje de texto o le llamaremos en menos de ${responseHours} horas para confirmar su cita.`,
  },
};

export const MESSAGES_ES: QuoteMessages = {
  toasts: TOASTS_ES,
  requestValidation: {
    photosTooMany: `Puede enviar como máximo ${LIMITS.maxPhotos} fotos por solicitud.`,
    photoUrlInvalid: 'Los enlaces de las fotos deben venir de la subida de fotos',
  },
  answers: {
    rateLimited: 'Demasiadas solicitudes desde esta conexión. Inténtelo de nuevo en una hora.',
    notJson: 'Envíe la solicitud como application/json',
    unreadable: 'No se pudo leer la solicitud',
    tooLarge: 'La solicitud es demasiado grande',
    photoWrongType: 'Las fotos deben ser imágenes JPG, PNG, WEBP o GIF.',
    photoTooLarge: `Las fotos deben pesar ${LIMITS.maxUploadBytes / 1_000_000} MB o menos.`,
    photoTooBigToProcess: `Esta foto es demasiado grande para procesarla (el límite es de ${LIMITS.maxPhotoPixels / 1_000_000} megapíxeles).`,
    photoRateLimited: 'Demasiadas fotos subidas desde esta conexión. Inténtelo de nuevo en una hora.',
    formTooLarge: `Las fotos juntas pesan demasiado (el límite es de ${LIMITS.maxFormBytes / 1_000_000} MB en total). Adjunte menos fotos o fotos más pequeñas.`,
    formUnreadable: 'No se pudo leer el formulario. Inténtelo de nuevo.',
  },
};
