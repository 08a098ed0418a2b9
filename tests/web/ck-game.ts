// A Cities & Knights game for the view tests, played with the domain: four players on the
// beginner board through set-up (the second settlement a city); `roll` rolls the turn's dice with
// the event die named, `give` hands a seat commodities as a roll's cities would.
import type { Command, Seat } from '../../web/src/lib/domain.ts';
import { moduleGame } from './module-game.ts';

export function ckGame() {
  const g = moduleGame(['cities-knights']);
  const roll = (seat: Seat, dice: readonly [number, number], event: number) => g.run({ type: 'RollDice', seat, dice, extra: { event } } as Command);
  const give = (seat: Seat, commodities: { paper?: number; cloth?: number; coin?: number }) =>
    g.apply({ type: 'CommoditiesProduced', gains: [0, 1, 2, 3].map((x) => (x === seat ? commodities : {})) });
  return { ...g, roll, give };
}
