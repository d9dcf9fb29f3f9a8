import { useEffect, useId, useRef, useState } from 'react';
import { isCurrent, mainNav, quoteLink } from '../../data/navigation';

interface Props {
  currentPath: string;
  phone: { display: string; href: string };
}

/**
 * Small-screen menu: the header's links, the phone link and Request Repair. The links come from the
 * bundle rather than props, which Astro would otherwise serialize into every page's HTML.
 * Hydrated only below the desktop breakpoint (xl), so desktop pages ship no JavaScript, and only
 * once the page has loaded (client:after-load), so it never delays the page's first paint.
 */
export default function MobileMenu({ currentPath, phone }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          className="h-6 w-6"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {mainNav.map((link) => {
            const current = isCurrent(currentPath, link.href);
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={close}
                  aria-current={current ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-3 text-base font-medium ${current ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
          <li className="mt-2 border-t border-slate-200 pt-3">
            <a
              href={phone.href}
              onClick={close}
              className="block rounded-lg px-3 py-3 font-semibold whitespace-nowrap text-brand-800"
            >
              Call {phone.display}
            </a>
          </li>
          <li>
            <a href={quoteLink.href} onClick={close} className="btn-primary w-full">
              {quoteLink.label}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
