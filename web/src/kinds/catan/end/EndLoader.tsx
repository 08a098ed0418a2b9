// The end screen is code only a finished game needs: it is fetched when a game ends, not with
// the page.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useGame } from '../../../game/context.ts';

export function EndLoader() {
  const { game } = useGame();
  const finished = game.state.value.phase === 'finished';
  const [EndScreen, setEndScreen] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!finished || EndScreen) return;
    let live = true;
    void import('./EndScreen.tsx').then((m) => {
      if (live) setEndScreen(() => m.EndScreen);
    });
    return () => {
      live = false;
    };
  }, [finished]);
  return finished && EndScreen ? <EndScreen /> : null;
}
