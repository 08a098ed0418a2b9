// Log lines of the Harbormaster: the title changing hands.
import type { HarbormasterEvent } from '../../../../domain/catan/modules/harbormaster/events.ts';
import type { ModuleLog } from './words.ts';

export const harbormasterLog: ModuleLog<HarbormasterEvent> = {
  HarbormasterChanged: (e, w) => [e.holder === null
    ? w.t('log.HarbormasterNone')
    : w.t('log.HarbormasterChanged', { name: w.name(e.holder), n: e.points })],
};
