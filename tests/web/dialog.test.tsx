// @vitest-environment happy-dom
// The modal dialog: the platform's <dialog> opened modal (the page behind is inert), focus on its
// first control and back on the opener when it closes, and Escape closing only what may close.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../web/src/ui/Dialog.tsx';
import { tick } from './fakes.ts';

function Page({ closable }: { closable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" id="opener" onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Dialog title="Choose" onClose={closable ? () => setOpen(false) : undefined}>
          <button type="button" disabled>Not yet</button>
          <button type="button" id="first">Take</button>
          <button type="button" onClick={() => setOpen(false)}>Done</button>
        </Dialog>
      )}
    </main>
  );
}

const escape = (target: Element) => target.dispatchEvent(new Event('cancel', { cancelable: true }));

async function openPage(closable: boolean) {
  const root = document.createElement('div');
  document.body.append(root);
  render(<Page closable={closable} />, root);
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  opener.focus();
  opener.click();
  await tick();
  return { root, opener, dialog: () => root.querySelector('dialog') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a modal dialog', () => {
  it('opens modal, labelled by its title, with focus on its first enabled control', async () => {
    const { dialog } = await openPage(true);
    expect(dialog()?.open).toBe(true);
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe('Choose');
    expect(document.activeElement?.id).toBe('first');
  });

  it('closes on Escape when it may, and gives focus back to what opened it', async () => {
    const { dialog, opener } = await openPage(true);
    escape(dialog()!);
    await tick();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape when it must be answered, and closes when answered', async () => {
    const { dialog, root, opener } = await openPage(false);
    escape(dialog()!);
    await tick();
    expect(dialog()?.open).toBe(true);
    root.querySelector<HTMLButtonElement>('dialog button:last-child')!.click();
    await tick();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opens again if the browser closes one that must be answered', async () => {
    const { dialog } = await openPage(false);
    dialog()!.close();
    await tick();
    expect(dialog()?.open).toBe(true);
  });
});
