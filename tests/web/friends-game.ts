// A Friends game for the view tests, played with the domain: four players through set-up, Ana
// holding favor tokens of every guild drawn in the first round (so usable in her second turn) and
// Bruno one; then a round of rolls of 5, Ana's second roll and some of everything for everyone.
import type { Command } from '../../web/src/lib/domain.ts';
import { moduleGame } from './module-game.ts';

const some = { brick: 2, lumber: 2, wool: 2, grain: 2, ore: 2 };

export function friendsGame() {
  const game = moduleGame(['friends']);
  const { run, apply } = game;
  // Drawn in the first round: usable in Ana's next turn.
  for (const guild of ['merchant', 'trader', 'pavers', 'scholars', 'scholars', 'architects', 'architects'] as const) {
    apply({ type: 'FavorDrawn', seat: 0, guild, reason: 'robber' });
  }
  apply({ type: 'FavorDrawn', seat: 1, guild: 'trader', reason: 'gift' });
  for (let seat = 0; seat < 4; seat++) {
    run({ type: 'RollDice', seat, dice: [2, 3] } as Command);
    run({ type: 'EndTurn', seat });
  }
  run({ type: 'RollDice', seat: 0, dice: [2, 3] } as Command);
  apply({ type: 'ResourcesProduced', gains: [some, some, some, some] });
  return game;
}
