// Log lines of Helpers ("Os ajudantes"): helpers dealt, called by a roll, used, flipped and
// exchanged, and their effects. Effects that are base events (a road built, a card stolen or
// bought…) are described by the base log. A look's cards are named only in its player's copy.
import type { HelpersEvent } from '../../../../domain/catan/modules/helpers/events.ts';
import { RESOURCES, type Bundle } from '../../lib/domain.ts';
import type { LogWords, ModuleLog } from './words.ts';

const bundle = (b: Bundle, w: LogWords): string => RESOURCES.filter((r) => (b[r] ?? 0) > 0).map((r) => w.res(r, b[r]!)).join(', ');

export const helpersLog: ModuleLog<HelpersEvent> = {
  HelperDealt: (e, w) => [w.t('log.HelperDealt', { name: w.name(e.seat), helper: w.t(`helperIn.${e.helper}`) })],
  HelperCalled: (e, w) => {
    const key = e.helper === 'mayor' ? 'log.HelperCalled.mayor' : e.effect === 'exempt' ? 'log.HelperCalled.generalExempt' : 'log.HelperCalled.general';
    return [w.t(key, { name: w.name(e.seat), helper: w.t(`helperIn.${e.helper}`) })];
  },
  HelperUsed: (e, w) => [w.t('log.HelperUsed', { name: w.name(e.seat), helper: w.t(`helperIn.${e.helper}`), side: e.side })],
  HelperFlipped: (e, w) => [w.t('log.HelperFlipped', { name: w.name(e.seat), helper: w.t(`helperIn.${e.helper}`) })],
  HelperExchanged: (e, w) => [w.t('log.HelperExchanged', {
    name: w.name(e.seat), returned: w.t(`helperIn.${e.returned}`), taken: w.t(`helperIn.${e.taken}`),
  })],
  HelperPaid: (e, w) => {
    const paid = bundle(e.paid, w);
    const terms = { name: w.name(e.seat), instead: bundle(e.instead, w) };
    return [paid === '' ? w.t('log.HelperPaidFree', terms) : w.t('log.HelperPaid', { ...terms, paid })];
  },
  HelperResourceTaken: (e, w) => [w.t('log.HelperResourceTaken', { name: w.name(e.seat), res: w.res(e.resource, 1) })],
  MerchantTraded: (e, w) => e.partners.map((p) => (p.give === null
    ? w.t('log.MerchantTradedNone', { name: w.name(e.seat), partner: w.name(p.seat), res: w.res(e.resource, 1) })
    : w.t('log.MerchantTraded', { name: w.name(e.seat), partner: w.name(p.seat), res: w.res(e.resource, 1), give: w.res(p.give, 1) }))),
  DiscardExcused: (e, w) => [w.t('log.DiscardExcused', { name: w.name(e.seat) })],
  RoadMoved: (e, w) => [w.t('log.RoadMoved', { name: w.name(e.seat) })],
  PortOpened: (e, w) => [w.t('log.PortOpened', { name: w.name(e.seat), res: w.res(e.resource, 2) })],
  KnightDiscarded: (e, w) => [w.t(e.from === 'hand' ? 'log.KnightDiscarded.hand' : 'log.KnightDiscarded.table', { name: w.name(e.seat) })],
  HandShown: (e, w) => [e.hand === null
    ? w.t('log.HandShown', { name: w.name(e.seat), target: w.name(e.target) })
    : w.t('log.HandShownKnown', { name: w.name(e.seat), target: w.name(e.target), hand: bundle(e.hand, w) })],
  DeckShown: (e, w) => {
    const known = e.cards.flatMap((c) => (c === null ? [] : [w.t(`dev.${c}`)]));
    return [known.length === 0
      ? w.t('log.DeckShown', { name: w.name(e.seat), n: e.cards.length })
      : w.t('log.DeckShownKnown', { name: w.name(e.seat), cards: known.join(', ') })];
  },
  // The card taken or kept follows as a base event, which the base log describes.
  HelperChoiceMade: () => [],
};
