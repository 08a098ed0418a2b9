// The game kinds the platform hosts, and the dispatch from a stream's state, event or command to
// its kind. The platform (functions/) holds states, events and commands of any kind as the unions
// below and asks `kindOf` what to do with them.
import type { Command } from '../catan/base/commands.ts';
import type { DiceCommand, DiceEvent, DiceState } from '../dice/index.ts';
import type { Event } from '../catan/base/events.ts';
import type { State } from '../catan/base/state.ts';
import { CATAN } from '../catan/kind.ts';
import { DICE } from '../dice/kind.ts';
import type { GameKind, KindDecision, KindId } from './kind.ts';

export * from './kind.ts';
export { CATAN, DISCARD_MAX_SECONDS } from '../catan/kind.ts';
export { DICE } from '../dice/kind.ts';

export type AnyState = State | DiceState;
export type AnyEvent = Event | DiceEvent;
export type AnyCommand = Command | DiceCommand;
/** A kind as the platform uses it: over the unions (each kind is only ever given its own). */
export type AnyKind = GameKind<AnyCommand, AnyEvent, AnyState>;

const KINDS: Readonly<Record<KindId, AnyKind>> = {
  catan: CATAN as unknown as AnyKind,
  dice: DICE as unknown as AnyKind,
};

/** The kind a stream names (absent: the board game). */
export const kindById = (id: KindId | undefined): AnyKind => KINDS[id ?? 'catan'];

/** The kind of a state; a state before any event is the board game's until its first event says otherwise. */
export const kindOf = (state: AnyState): AnyKind => (state.phase !== 'none' && DICE.owns(state) ? KINDS.dice : KINDS.catan);

/** The command that creates a game of each kind. */
const CREATES: Readonly<Record<string, KindId>> = { CreateGame: 'catan', CreateDiceGame: 'dice' };
/** The event that opens a stream of each kind. */
const CREATED: Readonly<Record<string, KindId>> = { GameCreated: 'catan', DiceGameCreated: 'dice' };

/** Decides a command of any kind: a creation by the kind it creates, anything else by the state's kind. */
export function decideAny(command: AnyCommand, state: AnyState): KindDecision<AnyEvent> {
  const creates = typeof command === 'object' && command !== null ? CREATES[command.type] : undefined;
  if (creates !== undefined && state.phase === 'none') {
    const kind = KINDS[creates];
    return kind.decide(command, kind.initialState());
  }
  return kindOf(state).decide(command, state);
}

/** Folds events of any kind: a stream's first event says its kind. */
export function foldAny(events: readonly AnyEvent[], state: AnyState): AnyState {
  if (events.length === 0) return state;
  if (state.phase === 'none') {
    const created = CREATED[events[0].type];
    if (created !== undefined) return KINDS[created].fold(events, KINDS[created].initialState());
  }
  return kindOf(state).fold(events, state);
}

/** The id a stored record carries for its kind: nothing for the board game (records read as before). */
export const storedKind = (state: AnyState): Exclude<KindId, 'catan'> | undefined => {
  const id = kindOf(state).id;
  return id === 'catan' ? undefined : id;
};
