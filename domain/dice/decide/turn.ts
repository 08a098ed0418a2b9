// Rolling and the end of a turn: up to 3 rolls, any dice kept between them; then the turn is
// scored (standard side) and the dice pass to the next seat.
import type { DiceCommandOf } from '../commands.ts';
import { structureOf } from '../sheets.ts';
import { totals, type DiceState, type Playing } from '../state.ts';
import { isFace, MAX_ROLLS, type Face } from '../types.ts';
import { accept, afterRollProblem, refuse, refuseWith, turnProblem, type DiceDecision } from './common.ts';
import type { DiceEvent } from '../events.ts';

/** The dice a game turn rolls: 6, or on the Plus side 3 in the game's first turn and one more each turn up to 6. */
export const diceForTurn = (firstDice: number, number: number): number => Math.min(6, firstDice + number);

export function roll(c: DiceCommandOf<'Roll'>, state: DiceState): DiceDecision {
  const bad = turnProblem(state, c.seat);
  if (bad) return refuse(bad);
  const { turn } = state as Playing;
  if (!turn.rolling) return refuseWith('dice/stopped-rolling');
  if (turn.rolls >= MAX_ROLLS) return refuseWith('dice/no-rolls-left');
  const keep = c.keep;
  if (!Array.isArray(keep) || keep.length !== turn.diceCount || keep.some((k) => typeof k !== 'boolean')) {
    return refuseWith('command/invalid', `Name one keep flag per die (${turn.diceCount}).`);
  }
  if (turn.rolls === 0 && keep.some((k) => k)) return refuseWith('dice/first-roll-all');
  if (keep.every((k) => k)) return refuseWith('dice/nothing-to-roll');
  if (c.faces === undefined) return refuseWith('command/missing-input');
  const rolled = keep.filter((k) => !k).length;
  if (!Array.isArray(c.faces) || c.faces.length !== rolled || !c.faces.every(isFace)) return refuseWith('command/invalid', 'Bad dice faces.');
  let next = 0;
  const dice: Face[] = keep.map((k, i) => (k ? turn.dice[i] : c.faces![next++]));
  return accept({ type: 'Rolled', seat: c.seat, dice, kept: keep.slice() });
}

export function endTurn(c: DiceCommandOf<'EndTurn'>, state: DiceState): DiceDecision {
  const bad = afterRollProblem(state, c.seat);
  if (bad) return refuse(bad);
  const s = state as Playing;
  const { sheet, turn } = s;
  const events: DiceEvent[] = [];
  if (sheet.turns !== null) {
    const built = turn.built.reduce((sum, id) => sum + structureOf(sheet, id)!.points, 0);
    const points = turn.built.length === 0 ? sheet.idlePenalty : built;
    events.push({ type: 'TurnScored', seat: c.seat, points });
    // Seat 0 starts, so the last seat's last box ends the game.
    if (c.seat === s.players - 1 && s.sheets[c.seat].track.length + 1 === sheet.turns) {
      const final = totals(s);
      final[c.seat] += points;
      const best = Math.max(...final);
      events.push({ type: 'GameEnded', winners: final.flatMap((t, seat) => (t === best ? [seat] : [])), totals: final });
      return accept(...events);
    }
  }
  const next = (c.seat + 1) % s.players;
  events.push({ type: 'TurnEnded', seat: c.seat, next, dice: diceForTurn(sheet.firstDice, turn.number + 1) });
  return accept(...events);
}
