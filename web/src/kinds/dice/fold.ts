// The dice game's stream folded on the client with the same evolve as the server (nothing is
// hidden, so every viewer folds the same state), and the facts the shell's pacing asks of it.
import { evolve } from '../../../../domain/dice/evolve.ts';
import type { DiceEvent } from '../../../../domain/dice/events.ts';
import { initialState, serverPlays, type DiceState } from '../../../../domain/dice/state.ts';
import { t } from '../../i18n/index.ts';
import type { KindStreamItem } from '../../lib/protocol.ts';

type Item = KindStreamItem<unknown>;

/** A fold that only evolves what was appended since its last call (items are immutable). */
export function incrementalDiceFold(): (items: readonly Item[]) => DiceState {
  let cache: { count: number; last: Item | null; state: DiceState } | null = null;
  return (items) => {
    const reusable = cache !== null && cache.count <= items.length && (cache.count === 0 || items[cache.count - 1] === cache.last);
    let state = reusable ? cache!.state : initialState();
    for (let i = reusable ? cache!.count : 0; i < items.length; i++) state = foldDiceItem(state, items[i]);
    cache = { count: items.length, last: items[items.length - 1] ?? null, state };
    return state;
  };
}

export const foldDiceItem = (s: DiceState, item: Item): DiceState => (item.events as readonly DiceEvent[]).reduce(evolve, s);

/** Does the game then wait for this seat's move (its turn, not while a bot plays it)? */
export const diceAwaits = (s: DiceState, seat: number): boolean => s.phase === 'playing' && s.turn.seat === seat && !s.away[seat];

export { serverPlays as diceServerPlays };

/** The dice game's alert: this player's turn (once per turn; not while a bot plays for them). */
export const diceNeed = (s: DiceState | null, me: number | null): { need: { kind: 'turn'; key: string }; text: string } | null =>
  (s && me !== null && s.phase === 'playing' && diceAwaits(s, me) ? { need: { kind: 'turn', key: `turn:${s.turn.number}` }, text: t('alert.turn') } : null);
