// The roll for the first player is news until the set-up gets under way: once the first piece is
// placed (or when the page opens later than that), its panel folds to its one line, who starts,
// giving the board its room back; a tap unfolds it again. The panel comes with its own lazily
// loaded chunk (lobby/StartLoader.tsx), so it is folded when it shows up, as the table's.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { State } from '../../../lib/domain.ts';

/** Is the set-up under way: a piece placed, or the game past it? */
export const setupUnderWay = (s: State): boolean => (s.phase === 'setup' ? s.setup.step > 0 : s.phase === 'playing' || s.phase === 'finished');

export function useFoldFirstRoll(main: RefObject<HTMLElement | null>, underWay: boolean): void {
  const folded = useRef(false);
  useEffect(() => {
    const root = main.current;
    if (!underWay || folded.current || !root) return;
    const fold = (): boolean => {
      const roll = root.querySelector<HTMLDetailsElement>('details.first-roll');
      if (!roll) return false;
      // Its toggle event keeps the panel's own state in step.
      roll.open = false;
      folded.current = true;
      return true;
    };
    if (fold()) return;
    const watch = new MutationObserver(() => fold() && watch.disconnect());
    watch.observe(root, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [underWay]);
}
