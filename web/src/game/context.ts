// The game session of a page (data, actions, local UI choices), passed down by context.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { GameActions } from '../state/game-actions.ts';
import type { GameState } from '../state/game-state.ts';
import type { GameUi } from './ui-state.ts';

export interface GameSession {
  readonly game: GameState;
  readonly actions: GameActions;
  readonly ui: GameUi;
}

export const GameContext = createContext<GameSession | null>(null);

export function useGame(): GameSession {
  const session = useContext(GameContext);
  if (!session) throw new Error('useGame outside a GameContext');
  return session;
}
