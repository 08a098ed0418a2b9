// The start of a game: the waiting room while seats are open or people are not ready, then the
// roll for the first player while the set-up (or the first turn) is on. Their code is fetched only
// for a game that shows them, not with the page.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { State } from '../lib/domain.ts';
import { useGame } from '../game/context.ts';
import type * as TableStart from './TableStart.tsx';
import { rollOf } from './first-roll.ts';

type Parts = typeof TableStart;
let parts: Promise<Parts> | null = null;
const load = () => (parts ??= import('./TableStart.tsx'));


/** Is the roll still news: the set-up, or the first turn before its dice? */
const rollShown = (s: State): boolean => s.phase === 'setup' || (s.phase === 'playing' && s.turn.number === 1 && s.turn.dice === null);

export function StartLoader() {
  const { game } = useGame();
  const s = game.state.value;
  const part: keyof Parts | null = s.phase === 'lobby' ? 'WaitingRoom' : rollShown(s) && rollOf(game.events.value) ? 'FirstRoll' : null;
  const [loaded, setLoaded] = useState<Parts | null>(null);
  useEffect(() => {
    if (part === null || loaded) return;
    let live = true;
    void load().then((m) => {
      if (live) setLoaded(m);
    });
    return () => {
      live = false;
    };
  }, [part]);
  if (part === null || !loaded) return null;
  const Part: ComponentType = loaded[part];
  return <Part />;
}
