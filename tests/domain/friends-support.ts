// What the Friends tests share: the domain's entry points, and a bot's move as its level makes it
// (the expert with a small search, as in the other bot tests).
import { levelCommand } from '../../domain/catan/bots/index.ts';
import { expertCommand } from '../../domain/catan/bots/expert.ts';
import { randomCommand, type Command, type Player, type Seat, type State } from '../../domain/catan/index.ts';

export * from '../../domain/catan/index.ts';

export function levelCommandFor(player: Player, view: State, seat: Seat, random: () => number): Command | null {
  if (player === 'random') return randomCommand(view, seat, random);
  return player === 'expert' ? expertCommand(view, seat, random, 2) : levelCommand(view, seat, player, random);
}
