// The route /game/:id: one game session (data + actions + UI choices) for as long as the page shows.
import { useEffect, useMemo } from 'preact/hooks';
import { useApp } from '../app-context.ts';
import { createGameActions } from '../state/game-actions.ts';
import { createGameState } from '../state/game-state.ts';
import { currentPacing } from './bot-pace.ts';
import { loadSeat } from '../state/seats.ts';
import { GameContext } from './context.ts';
import { GameView } from './GameView.tsx';
import { createGameUi } from './ui-state.ts';

export function GamePage({ id }: { id: string }) {
  const { connection, store } = useApp();
  const session = useMemo(() => {
    const game = createGameState(id, loadSeat(store, id));
    return { game, actions: createGameActions(game, connection, store, { pacing: currentPacing }), ui: createGameUi() };
  }, [id, connection, store]);
  useEffect(() => () => session.actions.dispose(), [session]);
  return (
    <GameContext.Provider value={session}>
      <GameView />
    </GameContext.Provider>
  );
}
