import { useId, useRef, type MouseEvent, type ReactNode } from 'react';

interface Props {
  /** The toggle's and the dialog's accessible name, in the page's language. */
  label: string;
  /** The toggle's icon (the `icon` slot). Optional only to the type checker, which does not see a slot as a prop. */
  icon?: ReactNode;
  /** What the open menu shows (MenuPanel.astro). */
  children: ReactNode;
}

/**
 * Small-screen menu: a toggle and a modal <dialog>, which gives the backdrop, the inert page behind,
 * Escape, closing by a tap on the backdrop (closedby) and focus containment natively.
 * What it shows comes from Astro as static HTML (the slots), and the closed dialog is part of every
 * page's HTML, so the CSS a page inlines already styles it. A browser that knows invoker commands
 * opens it from the toggle by itself, before any script has run (and without JavaScript); for the
 * others the client directive (client:on-tap) opens it at the first tap and hydrates this island, which
 * opens it after that. The toggle states no `aria-expanded`: HTML leaves a command's state to its
 * target, and the open modal dialog holds the focus while the toggle behind it is inert.
 */
export default function MobileMenu({ label, icon, children }: Props) {
  const panelId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Opening an open dialog does nothing: the browser may have opened it by itself (the command).
  const show = () => dialogRef.current?.showModal();
  const onClose = () => toggleRef.current?.focus();
  // A chosen link closes the menu, so the page a visitor comes Back to shows it closed.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) dialogRef.current?.close();
  };

  return (
    <div className="nav:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
        aria-haspopup="dialog"
        aria-controls={panelId}
        aria-label={label}
        commandfor={panelId}
        command="show-modal"
        onClick={show}
      >
        {icon}
      </button>
      {/* A link's click, from a tap or from Enter, bubbles up from the links Astro rendered. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={panelId}
        aria-label={label}
        onClose={onClose}
        onClick={closeOnLink}
        closedby="any"
        // The browser may have opened it (its `open` attribute) before the island hydrated.
        suppressHydrationWarning
        className="m-0 max-h-dvh w-full max-w-none overflow-y-auto border-b border-slate-200 bg-white p-0 shadow-lg backdrop:bg-slate-900/50"
      >
        {children}
      </dialog>
    </div>
  );
}
