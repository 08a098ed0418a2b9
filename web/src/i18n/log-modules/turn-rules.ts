// Log lines of the 5–6 player turn rules: the special building phase and paired players.
import type { PairedEvent } from '../../../../domain/catan/modules/paired/events.ts';
import type { SpecialBuildingEvent } from '../../../../domain/catan/modules/special-building/events.ts';
import type { ModuleLog } from './words.ts';

export const turnRulesLog: ModuleLog<SpecialBuildingEvent | PairedEvent> = {
  SpecialBuildingStarted: (e, w) => [w.t('log.SpecialBuildingStarted', { names: e.order.map(w.name).join(', ') })],
  SpecialBuildingPassed: (e, w) => [w.t('log.SpecialBuildingPassed', { name: w.name(e.seat) })],
  PairedPartStarted: (e, w) => [w.t('log.PairedPartStarted', { name: w.name(e.player2), partner: w.name(e.player1) })],
  PairedPartEnded: (e, w) => [w.t('log.PairedPartEnded', { name: w.name(e.seat) })],
};
