// React passes the invoker-command attributes to the DOM as written; its types do not list them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the element the button's `command` acts on. */
    commandfor?: string;
    /** What a press does to that element, e.g. `show-modal` for a dialog. */
    command?: string;
  }
}
