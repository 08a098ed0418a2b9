// The replay room's URL follows its position (?at=N), throttled: browsers limit history updates
// per second. Shared by the board game's room and the dice game's.
import { effect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Cursor } from './cursor.ts';

export function useUrlPosition(cursor: Cursor | null) {
  useEffect(() => {
    if (!cursor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = effect(() => {
      const at = cursor.position.value;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const url = new URL(location.href);
        url.searchParams.set('at', String(at));
        history.replaceState(history.state, '', url);
      }, 150);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [cursor]);
}
