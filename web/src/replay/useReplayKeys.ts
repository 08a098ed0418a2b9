// Keyboard for the replay room: ←/→ one step (held: runs), Shift+←/→ one turn, Home/End.
import { useEffect } from 'preact/hooks';
import type { Cursor } from './cursor.ts';

const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'range'));

export function useReplayKeys(cursor: Cursor | null) {
  useEffect(() => {
    if (!cursor) return;
    const down = (e: KeyboardEvent) => {
      if (typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      const direction = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (direction !== 0) {
        e.preventDefault();
        cursor.playing.value = false;
        if (e.shiftKey) cursor.stepTurn(direction);
        else if (!e.repeat) cursor.startHold(direction);
        return;
      }
      if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        cursor.playing.value = false;
        cursor.goto(e.key === 'Home' ? 0 : cursor.end);
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft' || e.key === 'Shift') cursor.stopHold();
    };
    const blur = () => cursor.stopHold();
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
      window.removeEventListener('blur', blur);
      cursor.stopHold();
    };
  }, [cursor]);
}
