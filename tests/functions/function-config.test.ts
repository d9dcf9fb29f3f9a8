import { describe, expect, it } from 'vitest';
import { config as formConfig } from '../../netlify/functions/contact-form';
import { config as photosConfig } from '../../netlify/functions/contact-photos';
import { config as submitConfig } from '../../netlify/functions/contact-submit';
import { THUMBNAIL_PATH } from '../../netlify/lib/photos/names';
import { ENDPOINTS } from '../../src/lib/quote';

describe('function routes', () => {
  it('serve the endpoints the wizard and the no-JS form post to', () => {
    expect(submitConfig.path).toBe(ENDPOINTS.submit);
    expect(formConfig.path).toBe(ENDPOINTS.form);
    expect(photosConfig.path).toEqual([
      ENDPOINTS.photos,
      `${ENDPOINTS.photos}/:key`,
      `${ENDPOINTS.photos}/:key/${THUMBNAIL_PATH}`,
    ]);
  });
});
