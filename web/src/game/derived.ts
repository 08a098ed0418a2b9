// Small read-only views of a game state for the components: the table, names, the prompt line.
import { awaitedSeats, indexOf, type Seat, type State, type Table } from '../lib/domain.ts';
import { playerName, type Names } from '../i18n/describe.ts';
import type { Translate } from '../i18n/index.ts';
import { friendsOf } from './friends/favors.ts';
import { helpersOf } from './helpers/helpers.ts';
import { turnPartOf } from './turn-part.ts';

export type TableState = Exclude<State, { phase: 'none' }>;

export const tableOf = (s: State): TableState | null => (s.phase === 'none' ? null : s);

export function namesOf(s: State): Names {
  if (s.phase === 'none') return { names: [], colours: [], board: null };
  return { names: s.names, colours: indexOf(s).spec.colours, board: s.board };
}

export const nameOf = (s: Table, seat: Seat, t: Translate) => playerName({ names: s.names, colours: indexOf(s).spec.colours, board: s.board }, seat, t);

/** One line saying what the game waits for, from this viewer's point of view. */
export function promptFor(s: State, me: Seat | null, t: Translate): string {
  if (s.phase === 'none') return t('game.loading');
  if (s.phase === 'lobby') return t('phase.lobby');
  if (s.phase === 'finished') return t('game.won', { name: nameOf(s, s.winner, t), points: s.points });
  const waiting = awaitedSeats(s);
  if (s.phase === 'setup') {
    if (waiting[0] !== me) return t('prompt.waitFor', { name: nameOf(s, waiting[0], t) });
    return s.setup.awaiting === 'settlement' ? t('prompt.placeSettlement') : t('prompt.placeRoad');
  }
  const { turn } = s;
  if (turn.pending.kind === 'discard') {
    return me !== null && (turn.pending.counts[me] ?? 0) > 0 ? t('prompt.discard') : t('prompt.waitDiscards');
  }
  // Helpers: a look's card to choose holds up the table.
  const choice = helpersOf(s)?.choice;
  if (choice) return choice.seat === me ? t('prompt.helperChoose') : t('prompt.waitHelper', { name: nameOf(s, choice.seat, t) });
  // Friends: a gift awaiting its answer, or a token its return, holds up the table.
  const part = friendsOf(s);
  if (part?.gift) {
    const { from, to } = part.gift;
    return to === me ? t('prompt.gift', { name: nameOf(s, from, t) }) : t('prompt.waitGift', { name: nameOf(s, to, t) });
  }
  if (part && part.exchanging !== null) {
    return part.exchanging === me ? t('prompt.returnFavor') : t('prompt.waitReturn', { name: nameOf(s, part.exchanging, t) });
  }
  // In the special building phase and Player 2's part, `turn.seat` is the builder or Player 2.
  if (turn.seat !== me) return t('prompt.waitFor', { name: nameOf(s, turn.seat, t) });
  const turnPart = turnPartOf(s);
  switch (turn.pending.kind) {
    case 'robber': return t('prompt.robber');
    case 'roadBuilding': return t('prompt.roadBuilding', { n: turn.pending.remaining });
    case 'none':
      if (turnPart.kind === 'special-building') return t('prompt.specialBuilding');
      if (turnPart.kind === 'paired' && turnPart.part === 2) return t('prompt.pairedPart');
      return turn.dice === null ? t('prompt.roll') : t('prompt.main');
  }
}
