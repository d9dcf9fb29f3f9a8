// How the site's settings are read from the environment, by the build and the functions alike: no `astro:*` imports here.

/** A whole number above zero from an environment variable, else the fallback. */
export function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A setting the site cannot run with; its message names the variable and its value, so it is logged whole. */
export class SettingError extends Error {
  override name = 'SettingError';
}
