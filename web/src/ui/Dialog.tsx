// A modal dialog on the platform's <dialog>: showModal() makes the rest of the page inert, so
// focus and screen readers stay inside without a hand-written trap. Focus moves to the first
// control on open (to its title when it is a long read, so that it opens at its top) and back where
// it was on close; Escape closes only a closable dialog.
import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';

export function Dialog({ title, children, onClose, long = false }: { title: string; children: ComponentChildren; onClose?: () => void; long?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closable = useRef(onClose);
  closable.current = onClose;
  const leaving = useRef(false);
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(long ? 'h2' : 'button:not([disabled]), input, select')?.focus();
    return () => {
      leaving.current = true;
      if (dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, []);
  // Escape: a dialog that must be answered (discarding) stays open.
  const onCancel = (e: Event) => {
    e.preventDefault();
    closable.current?.();
  };
  // The browser may still close it (a repeated Escape without user activation): reopen it while
  // it is on screen, unless it was meant to close.
  const onNativeClose = () => {
    const dialog = ref.current;
    if (dialog?.isConnected && !leaving.current && !closable.current) dialog.showModal();
  };
  return (
    <dialog class="dialog" aria-labelledby={id} ref={ref} onCancel={onCancel} onClose={onNativeClose}>
      <h2 id={id} tabIndex={long ? -1 : undefined}>{title}</h2>
      {children}
    </dialog>
  );
}
