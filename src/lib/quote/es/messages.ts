// Bundled into the browser and the functions too: no `astro:*` imports here.
// Los avisos del formulario de cotización en español (es-US, de "usted"): cada mensaje de messages.ts
// con las mismas cifras, tomadas de las mismas constantes.
import { LIMITS, MIB } from '../limits';
import type { Toasts } from '../messages';
import { promiseWithinEs } from '../../../data/promise-words';

export const TOASTS_ES: Toasts = {
  fileTooLarge: (file) => ({
    title: 'Archivo demasiado grande',
    description: `${file} pasa del límite de ${LIMITS.maxPhotoBytes / MIB} MB. Use imágenes más pequeñas.`,
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
  success: (hours) => ({
    title: '¡Recibimos su solicitud de cotización!',
    description: `¡Gracias! Le enviaremos un mensaje de texto o le llamaremos ${promiseWithinEs(hours)} para confirmar su cita.`,
  }),
};
