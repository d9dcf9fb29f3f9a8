import { business } from '../../data/business';

/** Absolute URL on this site for a path; the site never uses trailing slashes (except the root). */
export function absoluteUrl(path: string, origin: string = business.siteUrl): string {
  const url = new URL(path, `${origin}/`);
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/** The public path of a built page: Astro names files `about.html`, Netlify serves them at `/about`. */
export function publicPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/+$/, '$1');
  return path || '/';
}
