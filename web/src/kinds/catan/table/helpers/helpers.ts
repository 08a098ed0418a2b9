// Helpers at the table, read from the folded state and the domain's legal commands: each seat's
// helper (role, side, whether usable now), the display, the calls of this turn's roll, and the
// uses and choices the domain allows the player now. Pure: testable without a DOM.
import { helpers, type Command, type Seat, type State } from '../../../../lib/domain.ts';

export type HelperId = helpers.HelperId;
export type UseCommand = Extract<Command, { type: 'UseHelper' }>;
export type ChooseCommand = Extract<Command, { type: 'ChooseHelperCard' }>;

/** Helpers' part of a game with Helpers, else null. */
export const helpersOf = (s: State): helpers.HelpersPart | null =>
  s.phase !== 'none' && s.phase !== 'lobby' && s.modules.includes(helpers.HELPERS) ? helpers.helpersPart(s) : null;

/** The seat's helper, or null (no Helpers, or not dealt yet). */
export const heldOf = (s: State, seat: Seat): helpers.Held | null => helpersOf(s)?.held[seat] ?? null;

export const turnOf = (s: State): number => (s.phase === 'playing' ? s.turn.number : 0);

/** Why a held helper may not be used now, or null when nothing stops it. */
export function restOf(held: helpers.Held, turn: number): 'received' | 'used' | null {
  if (held.received === turn) return 'received';
  if (held.used === turn) return 'used';
  return null;
}

export const useCommands = (legal: readonly Command[]): UseCommand[] => legal.flatMap((c) => (c.type === 'UseHelper' ? [c] : []));
export const chooseCommands = (legal: readonly Command[]): ChooseCommand[] => legal.flatMap((c) => (c.type === 'ChooseHelperCard' ? [c] : []));

/** Does this turn's roll call the player's Mayor or General? */
export const calledNow = (s: State, seat: Seat): boolean => s.phase === 'playing' && helpersOf(s) !== null && helpers.helpersCalled(s).includes(seat);

/**
 * The helpers used on the board: their spot is picked there first (a board mode; the Explorer's
 * in two steps, the road to move and then its new spot), then the dialog.
 */
export const BOARD_HELPERS: ReadonlySet<HelperId> = new Set<HelperId>(['mendicant', 'priest', 'explorer', 'robberBride']);

/** A use's payload, as a key: the uses the dialog offers differ only by it. */
export const useKey = (c: UseCommand): string => JSON.stringify(c.use);

/** One of each distinct use (the domain lists each use once; a guard against repeats). */
export function distinctUses(uses: readonly UseCommand[]): UseCommand[] {
  const seen = new Set<string>();
  return uses.filter((c) => !seen.has(useKey(c)) && seen.add(useKey(c)) !== undefined);
}

/** What a board helper's mode asks for (the top prompt, and the hint under the card), from the Explorer's road picked if any. */
export const helperHint = (helper: HelperId | null, from: unknown): 'prompt.explorerFrom' | 'prompt.explorerTo' | 'prompt.robberBride' | 'prompt.helperSpot' =>
  helper === 'explorer' ? (from === null ? 'prompt.explorerFrom' : 'prompt.explorerTo') : helper === 'robberBride' ? 'prompt.robberBride' : 'prompt.helperSpot';
