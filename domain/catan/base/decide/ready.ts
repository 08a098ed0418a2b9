// The ready step: a seated person says they are ready. The game starts when every seat is taken
// and ready (bots always are), so nobody is hurried into a game from the lobby.
import type { CommandOf } from '../commands.ts';
import { reject } from '../rejections.ts';
import type { State } from '../state.ts';
import { refuse, seatProblem, type Decision } from './common.ts';
import { startsAfter } from './setup.ts';

export function markReady(c: CommandOf<'MarkReady'>, s: State): Decision {
  if (s.phase === 'none') return refuse(reject('game/not-created'));
  if (s.phase !== 'lobby') return refuse(reject('rule/wrong-phase', 'The game has started.'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  if (s.names[c.seat] === null) return refuse(reject('seat/empty'));
  if (s.ready[c.seat]) return refuse(reject('seat/already-ready'));
  return startsAfter({ type: 'SeatReady', seat: c.seat }, s, c.seat, c.dice);
}
