// Small read-only views of a game state for the components: the table, names, the prompt line.
import { awaitedSeats, indexOf, type Seat, type State, type Table } from '../lib/domain.ts';
import { playerName, type Names } from '../i18n/describe.ts';
import type { Translate } from '../i18n/index.ts';
import { friendsOf } from '../kinds/catan/table/friends/favors.ts';
import { helpersOf } from '../kinds/catan/table/helpers/helpers.ts';
import { turnPartOf } from '../kinds/catan/table/turn-part.ts';
import { seaPrompt } from '../kinds/catan/table/seafarers/sea.ts';
import { ckPrompt } from '../kinds/catan/table/cities-knights/ck.ts';

export type TableState = Exclude<State, { phase: 'none' }>;

export const tableOf = (s: State): TableState | null => (s.phase === 'none' ? null : s);

export function namesOf(s: State): Names {
  if (s.phase === 'none') return { names: [], colours: [], board: null };
  return { names: s.names, colours: indexOf(s).spec.colours, board: s.board };
}

export const nameOf = (s: Table, seat: Seat, t: Translate) => playerName({ names: s.names, colours: indexOf(s).spec.colours, board: s.board }, seat, t);

/** "Ana", "Ana and Bruno", "Ana, Bruno and Carla" in the current words. */
export function andList(items: readonly string[], t: Translate): string {
  if (items.length < 2) return items[0] ?? '';
  return t('list.and', { a: items.slice(0, -1).join(', '), b: items[items.length - 1] });
}

/** One line saying what the game waits for, from this viewer's point of view. */
export function promptFor(s: State, me: Seat | null, t: Translate): string {
  if (s.phase === 'none') return t('game.loading');
  if (s.phase === 'lobby') {
    // The phase line above already says the table waits for players: this says what to do.
    if (me === null) return t(s.names.includes(null) ? 'prompt.lobbyJoin' : 'prompt.lobbyWatch');
    return t(s.ready[me] ? 'prompt.lobbyIsReady' : 'prompt.lobbyReady');
  }
  if (s.phase === 'finished') return t('game.won', { name: nameOf(s, s.winner, t), points: s.points });
  // Seafarers: gold to pick holds up the table; the pirate beside the robber, ships beside roads.
  const sea = seaPrompt(s, me, t, (seat) => nameOf(s, seat, t), (items) => andList(items, t));
  if (sea !== null) return sea;
  // Cities & Knights: a city to lose to the barbarians, the aqueduct's pick, hold up the table.
  const ck = ckPrompt(s, me, t, (seat) => nameOf(s, seat, t), (items) => andList(items, t));
  if (ck !== null) return ck;
  const waiting = awaitedSeats(s);
  if (s.phase === 'setup') {
    if (waiting[0] !== me) return t('prompt.waitFor', { name: nameOf(s, waiting[0], t) });
    return s.setup.awaiting === 'settlement' ? t('prompt.placeSettlement') : t('prompt.placeRoad');
  }
  const { turn } = s;
  if (turn.pending.kind === 'discard') {
    if (me !== null && (turn.pending.counts[me] ?? 0) > 0) return t('prompt.discard');
    const who = turn.pending.counts.flatMap((n, seat) => (n > 0 ? [nameOf(s, seat, t)] : []));
    return t('prompt.waitDiscards', { names: andList(who, t), n: who.length });
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
