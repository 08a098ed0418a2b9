// Log lines of Seafarers: ships, the pirate, the fog lifting, gold picked, islands settled.
import type { SeafarersEvent } from '../../../../domain/catan/modules/seafarers/events.ts';
import { RESOURCES } from '../../lib/domain.ts';
import type { ModuleLog } from './words.ts';

export const seafarersLog: ModuleLog<SeafarersEvent> = {
  FogStacked: (_, w) => [w.t('log.FogStacked')],
  ShipBuilt: (e, w) => [w.t('log.ShipBuilt', { name: w.name(e.seat) })],
  ShipPlaced: (e, w) => [w.t('log.ShipPlaced', { name: w.name(e.seat) })],
  ShipMoved: (e, w) => [w.t('log.ShipMoved', { name: w.name(e.seat) })],
  PirateMoved: (e, w) => [w.t('log.PirateMoved', { name: w.name(e.seat) })],
  FogRevealed: (e, w) => {
    const terms = { name: w.name(e.seat), terrain: w.t(`terrain.${e.terrain}`) };
    return [e.resource === null ? w.t('log.FogRevealed', terms) : w.t('log.FogRevealedPaid', { ...terms, res: w.res(e.resource, 1) })];
  },
  GoldOwed: (e, w) => e.counts.flatMap((count, seat) => (count > 0 ? [w.t('log.GoldOwed', { name: w.name(seat), count })] : [])),
  GoldPicked: (e, w) => [w.t('log.GoldPicked', {
    name: w.name(e.seat), res: RESOURCES.filter((r) => (e.resources[r] ?? 0) > 0).map((r) => w.res(r, e.resources[r]!)).join(', '),
  })],
  HomeIslandSettled: (e, w) => [w.t('log.HomeIslandSettled', { name: w.name(e.seat) })],
  IslandBonusTaken: (e, w) => [w.t('log.IslandBonusTaken', { name: w.name(e.seat), points: e.points })],
};
