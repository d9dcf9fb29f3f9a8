// Bundled into the functions and the Spanish wizard only: no `astro:*` imports here.
// Los campos del formulario de cotización en español: las palabras de field-words.ts, con las mismas cifras.
// Imports carry `.ts`: the owner CLI loads the field list with plain Node.
import { quoteFields, type FieldWords } from '../fields.ts';
import { LIMITS } from '../limits.ts';

export const FIELD_WORDS_ES: FieldWords = {
  name: {
    label: 'Nombre completo',
    messages: {
      required: 'Escriba su nombre',
      tooLong: `El nombre debe tener menos de ${LIMITS.name} caracteres`,
      hiddenCharacters: 'El nombre no puede tener saltos de línea ni caracteres invisibles',
    },
    rules: ['El nombre debe tener al menos una letra'],
  },
  phone: {
    label: 'Teléfono',
    messages: {
      required: 'Escriba su número de teléfono',
      tooLong: 'El número de teléfono es demasiado largo',
      hiddenCharacters: 'El número de teléfono no puede tener saltos de línea ni caracteres invisibles',
    },
    rules: [`El número de teléfono debe tener al menos ${LIMITS.phoneMinDigits} dígitos`],
  },
  email: {
    label: 'Correo electrónico',
    messages: {
      required: 'Correo electrónico no válido',
      invalid: 'Correo electrónico no válido',
      tooLong: `El correo electrónico debe tener menos de ${LIMITS.email + 1} caracteres`,
    },
  },
  zip: {
    label: 'Código postal (ZIP)',
    messages: {
      tooLong: 'El código postal es demasiado largo',
      hiddenCharacters: 'El código postal no puede tener saltos de línea ni caracteres invisibles',
    },
  },
  issue: {
    label: 'Problema de la piscina',
    placeholder: 'Elija el problema',
    messages: { invalid: 'Elija el problema de la lista' },
    options: {
      leak: 'Fuga (pérdida de agua)',
      crack: 'Grieta en la fibra de vidrio',
      gelcoat: 'Problemas del gelcoat o la superficie',
      tile: 'Problemas de azulejos o remates',
      equipment: 'Reparación o mejora de equipos',
      resurfacing: 'Renovación completa de la superficie',
      other: 'Otro, descríbalo por favor',
    },
  },
  photos: { label: 'Fotos (opcional)' },
  comments: {
    label: 'Más detalles',
    messages: {
      tooLong: `Los comentarios deben tener menos de ${LIMITS.comments} caracteres`,
      hiddenCharacters: 'Los comentarios no pueden tener caracteres invisibles',
    },
  },
  preferredDate: {
    label: 'Fecha preferida',
    messages: {
      invalid: 'Elija una fecha válida',
      inPast: 'La fecha preferida no puede ser anterior a hoy',
      tooFar: `La fecha preferida debe estar dentro de los próximos ${LIMITS.preferredDateMonths} meses`,
    },
  },
  preferredTime: {
    label: 'Horario preferido',
    placeholder: 'Elija un horario',
    messages: { invalid: 'Elija un horario de la lista' },
    options: {
      morning: 'Mañana (8 a.m.-12 p.m.)',
      afternoon: 'Tarde (12 p.m.-5 p.m.)',
      evening: 'Final de la tarde (5 p.m.-7 p.m.)',
      flexible: 'Cualquier horario',
    },
  },
};

/** The fields in Spanish: what /es/contact and the answers to a Spanish request show. */
export const QUOTE_FIELDS_ES = quoteFields(FIELD_WORDS_ES);
