// The part of a turn under way at a 5–6 player table (RULES.md §2.5): the active player's own
// turn, the special building phase after it (each other player in turn may build and buy), or
// Player 2's part of a paired turn. The seat that acts is `turn.seat` throughout, and what it may
// do comes from the domain's legal commands; this only names the part, for the words and controls.
import { indexOf, turnPart, type Seat, type State, type TurnPart } from '../../../lib/domain.ts';
import { playerName } from '../../../i18n/describe.ts';
import type { Translate } from '../../../i18n/index.ts';

export type { TurnPart };

const NORMAL: TurnPart = { kind: 'normal' };

/** The part under way while the game is played (a finished game's last part is not shown). */
export const turnPartOf = (s: State): TurnPart => (s.phase === 'playing' ? turnPart(s) : NORMAL);

/**
 * The banner line of a part that is not a plain turn, for everyone at the table: "Special building
 * phase: Bruno may build (next: Carla)", "Bruno's part (paired with Ana): build and trade with the
 * bank", "Paired turn: Ana, then Bruno". Null in a normal turn.
 */
export function partBanner(s: State, me: Seat | null, t: Translate): string | null {
  const line = partLine(s, me, t);
  return line && line.head + line.tail;
}

/**
 * The banner line in two pieces: who acts, and who comes after them in the special building phase
 * (empty in a paired turn). A phone leaves the player's own tail out, to give the board its line.
 */
export function partLine(s: State, me: Seat | null, t: Translate): { head: string; tail: string } | null {
  if (s.phase !== 'playing') return null;
  const part = turnPartOf(s);
  const names = { names: s.names, colours: indexOf(s).spec.colours, board: s.board };
  const name = (seat: Seat) => playerName(names, seat, t);
  if (part.kind === 'special-building') {
    const head = part.builder === me ? t('part.sbpYou') : t('part.sbp', { name: name(part.builder) });
    const next = part.remaining.filter((seat) => seat !== part.builder);
    return { head, tail: next.length === 0 ? t('part.sbpLast') : t('part.sbpNext', { next: next.map(name).join(', ') }) };
  }
  if (part.kind === 'paired') {
    const line = (head: string) => ({ head, tail: '' });
    if (part.part === 1) {
      if (part.player1 === me) return line(t('part.pairedFirstYou', { partner: name(part.player2) }));
      if (part.player2 === me) return line(t('part.pairedThenYou', { name: name(part.player1) }));
      return line(t('part.pairedFirst', { name: name(part.player1), partner: name(part.player2) }));
    }
    return line(part.player2 === me ? t('part.pairedYou', { partner: name(part.player1) })
      : t('part.paired', { name: name(part.player2), partner: name(part.player1) }));
  }
  return null;
}
