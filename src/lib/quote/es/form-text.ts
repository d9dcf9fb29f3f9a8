// Bundled into the browser and the functions too: no `astro:*` imports here.
// Las palabras del formulario de cotización alrededor de sus campos, en español: las de form-text.ts.
import { LIMITS, MIB } from '../limits';
import type { FormText } from '../form-text';

export const FORM_TEXT_ES: FormText = {
  stepTitles: ['Sus datos de contacto', 'Describa el problema de su piscina', 'Cuándo prefiere la evaluación'],
  buttons: {
    previous: 'Anterior',
    next: 'Siguiente paso',
    submit: 'Enviar solicitud de cotización',
    submitting: 'Enviando...',
    another: 'Enviar otra solicitud',
    review: 'Déjenos una reseña en Google',
    choosePhotos: 'Elegir fotos',
    addPhotos: 'Agregar más fotos',
  },
  confirmationHeading: 'Recibimos su solicitud de cotización',
  honeypotLabel: 'Deje este campo vacío',
  photoCount: (chosen) => `${chosen} de ${LIMITS.maxPhotos} fotos`,
  photosHint: `Hasta ${LIMITS.maxPhotos} fotos (JPG, PNG, WEBP o GIF), de ${LIMITS.maxPhotoBytes / MIB} MB cada una.`,
  smallerPhoto: {
    offer: 'Hacerla más pequeña',
    offerAndSend: (count) => (count === 1 ? 'Hacerla más pequeña y enviar' : 'Hacerlas más pequeñas y enviar'),
    working: 'Haciéndola más pequeña...',
    failed: 'No se pudo hacer lo bastante pequeña en este dispositivo.',
    done: (file) => `${file} ya es más pequeña y está lista para enviar.`,
  },
  spoken: {
    wizard: 'Solicitud de cotización',
    progress: 'Avance de la solicitud de cotización',
    step: (number) => `Paso ${number}: `,
    completed: ' (completado)',
    chosenPhotos: 'Fotos elegidas',
    remove: (file) => `Quitar ${file}`,
    opensInNewTab: ' (se abre en una pestaña nueva)',
  },
};
