// The header's top row, which the open menu repeats so the logo, the language switch and the call
// button stay where they were when the menu covers the header.

export const HEADER_ROW = 'container-page flex h-16 items-center justify-between gap-2 sm:gap-3';
export const HEADER_ACTIONS = 'flex shrink-0 items-center gap-1 min-[360px]:gap-2 md:gap-3';
export const HEADER_SWITCH =
  'inline-flex h-11 items-center rounded-lg px-1 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50 min-[360px]:px-2 nav:px-1';
export const HEADER_CALL =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg bg-brand-700 font-semibold text-white no-underline max-md:forced-colors:border-2 md:h-auto md:bg-transparent md:text-brand-800';
