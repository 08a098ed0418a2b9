// A Helpers game for the view tests, played with the domain: four players through set-up (the
// helpers dealt as the domain deals them), Ana's helper exchanged for the one a test needs, then
// Ana's first roll with some of everything for everyone.
import type { Command } from '../../web/src/lib/domain.ts';
import { helpersOf, type HelperId } from '../../web/src/kinds/catan/table/helpers/helpers.ts';
import { moduleGame } from './module-game.ts';

export const SOME = { brick: 2, lumber: 2, wool: 2, grain: 2, ore: 2 };

export function helpersGame(helper?: HelperId, options: { roll?: boolean } = {}) {
  const game = moduleGame(['helpers'], (e, s, apply) => {
    // Once dealt hers (in set-up, so usable in turn 1), Ana takes the helper the test needs.
    const dealt = helpersOf(s)?.held[0]?.helper;
    if (e.type === 'SetupCompleted' && helper && dealt && dealt !== helper) apply({ type: 'HelperExchanged', seat: 0, returned: dealt, taken: helper });
  });
  if (options.roll !== false) {
    game.run({ type: 'RollDice', seat: 0, dice: [2, 3] } as Command);
    game.apply({ type: 'ResourcesProduced', gains: [SOME, SOME, SOME, SOME] });
  }
  return game;
}
