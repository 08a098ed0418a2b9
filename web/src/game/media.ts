// A media query followed as the window is resized (the layouts that move parts of the page, not
// only restyle them: the chat beside the log, a rule module's panels beside the board).
import { useEffect, useState } from 'preact/hooks';

/** The table's wide layout: the side column beside the board (table.css). */
export const TABLE_WIDE = '(min-width: 60rem)';

const matches = (query: string): boolean => typeof matchMedia === 'function' && matchMedia(query).matches;

/** Whether `query` holds now, following changes. */
export function useMedia(query: string): boolean {
  const [now, setNow] = useState(() => matches(query));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const change = () => setNow(list.matches);
    change();
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return now;
}
