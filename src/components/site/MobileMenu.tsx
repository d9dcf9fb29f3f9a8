import { useEffect, useId, useRef, useState } from 'react';
import { isCurrent, mainNav, quoteLink } from '../../data/navigation';
// The header's mark, so the open panel shows the logo without a request.
import logoMark from '../../assets/logo-mark.svg?raw';
import { LOGO_CLASSES } from './logo-style';

interface Props {
  currentPath: string;
  /** The business name, shown with the mark at the top of the open panel as in the header. */
  name: string;
  phone: { display: string; href: string };
}

/**
 * Small-screen menu: the header's links, the phone link and Request Repair, in a modal <dialog>,
 * which gives the backdrop, the inert page behind, Escape, closing by a tap on the backdrop (closedby)
 * and focus containment natively.
 * The links come from the bundle rather than props, which Astro would otherwise serialize into
 * every page's HTML. Hydrated only below the header's nav breakpoint, so desktop pages ship no
 * JavaScript, and only once the page has loaded (client:after-load), so it never delays the first paint.
 */
export default function MobileMenu({ currentPath, name, phone }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Rendered only while open: without JavaScript it could not open, so no page carries its markup.
  useEffect(() => {
    if (!open) return;
    dialogRef.current?.showModal();
    // Focus goes to Close, where the toggle just was, rather than to the logo link the dialog would pick.
    closeRef.current?.focus();
  }, [open]);
  const close = () => dialogRef.current?.close();
  const onClose = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="nav:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon path="M4 6h16M4 12h16M4 18h16" />
      </button>
      {open && (
        <dialog
          ref={dialogRef}
          id={panelId}
          aria-label="Menu"
          onClose={onClose}
          closedby="any"
          className="m-0 max-h-dvh w-full max-w-none overflow-y-auto border-b border-slate-200 bg-white p-0 shadow-lg backdrop:bg-slate-900/50"
        >
          <div className="container-page flex h-16 items-center justify-between gap-6">
            <a href="/" onClick={close} className={LOGO_CLASSES.link}>
              <span
                className={`${LOGO_CLASSES.mark} [&>svg]:h-full [&>svg]:w-full`}
                aria-hidden="true"
                dangerouslySetInnerHTML={{ __html: logoMark }}
              />
              <span className={LOGO_CLASSES.name}>{name}</span>
            </a>
            <button
              ref={closeRef}
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
              aria-label="Close"
              onClick={close}
            >
              <MenuIcon path="M6 6l12 12M18 6L6 18" />
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="container-page flex flex-col gap-1 pb-4">
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
        </dialog>
      )}
    </div>
  );
}

function MenuIcon({ path }: { path: string }) {
  return (
    <svg
      className="h-6 w-6"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
