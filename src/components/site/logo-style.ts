/**
 * The logo's look, shared by the header (Logo.astro) and the open menu's top row (MobileMenu), so the
 * panel shows the same mark and name at the same place as the header it covers.
 * Below 360 px the logo, and between md and lg its name, is a size smaller, so the header's buttons
 * keep at least 24 px of room from the name.
 */
export const LOGO_CLASSES = {
  link: 'flex items-center gap-1.5 font-bold text-brand-800 no-underline sm:gap-2 md:shrink-0',
  mark: 'h-7 w-7 shrink-0 min-[360px]:h-8 min-[360px]:w-8 sm:h-9 sm:w-9',
  name: 'text-sm leading-tight text-balance min-[360px]:text-base sm:text-lg md:whitespace-nowrap md:max-lg:text-base nav:max-w-40 nav:text-base nav:whitespace-normal',
};
