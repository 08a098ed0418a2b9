// A modal dialog: labelled, focus moved inside on open, Escape closes when closable.
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

export function Dialog({ title, children, onClose }: { title: string; children: ComponentChildren; onClose?: () => void }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('button:not([disabled]), input, select');
    first?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onClose) {
      e.stopPropagation();
      onClose();
    }
  };
  return (
    <div class="backdrop">
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby={id} ref={ref} onKeyDown={onKeyDown}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
