// Bundled into the browser and the functions too: no `astro:*` imports here.
export * from './answers';
export * from './attribution';
export * from './endpoints';
export * from './fields';
export * from './field-words';
export * from './form-text';
export * from './limits';
export * from './messages';
export * from './schema';
export * from './photos';
export * from './words';
