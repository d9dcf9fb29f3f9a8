// Bundled into the browser and the functions too: no `astro:*` imports here.
export * from './limits';
export * from './messages';
export * from './options';
export * from './schema';
export * from './photos';
