// Log lines of Friends ("Entre amigos"): favor tokens drawn, lost, used and returned, gifts, and
// the guilds' favors. A token's guild is named only where the viewer may know it: its owner's
// copy of the event carries it, the others' have null (and say "a favor token").
import type { FriendsEvent } from '../../../../domain/catan/modules/friends/events.ts';
import type { ModuleLog } from './words.ts';

export const friendsLog: ModuleLog<FriendsEvent> = {
  FavorTokensShuffled: (_, w) => [w.t('log.FavorTokensShuffled')],
  FavorDrawn: (e, w) => {
    const terms = { name: w.name(e.seat), reason: w.t(`favor.reason.${e.reason}`) };
    return [e.guild === null ? w.t('log.FavorDrawn', terms) : w.t('log.FavorDrawnKnown', { ...terms, guild: w.t(`guildIn.${e.guild}`) })];
  },
  FavorLost: (e, w) => [w.t('log.FavorLost', { name: w.name(e.seat), reason: w.t(`favor.reason.${e.reason}`) })],
  GiftOffered: (e, w) => [w.t('log.GiftOffered', { name: w.name(e.seat), to: w.name(e.to), res: w.res(e.resource, 1) })],
  GiftAccepted: (e, w) => [w.t('log.GiftAccepted', { name: w.name(e.seat), from: w.name(e.from), res: w.res(e.resource, 1) })],
  GiftRefused: (e, w) => [w.t('log.GiftRefused', { name: w.name(e.seat) })],
  FavorUsed: (e, w) => [w.t('log.FavorUsed', { name: w.name(e.seat), guild: w.t(`guildIn.${e.guild}`) })],
  MerchantSwapped: (e, w) => [w.t('log.MerchantSwapped', { name: w.name(e.seat), give: w.res(e.give, 1), receive: w.res(e.receive, 1) })],
  TraderResourceTaken: (e, w) => [w.t('log.TraderResourceTaken', { name: w.name(e.seat), res: w.res(e.resource, 1) })],
  ScholarsCardTaken: (e, w) => [e.card === null
    ? w.t('log.ScholarsCardTaken', { name: w.name(e.seat) })
    : w.t('log.ScholarsCardTakenKnown', { name: w.name(e.seat), card: w.t(`dev.${e.card}`) })],
  CatanChipTaken: (e, w) => [w.t('log.CatanChipTaken', { name: w.name(e.seat) })],
  FavorReturned: (e, w) => [e.guild === null
    ? w.t('log.FavorReturned', { name: w.name(e.seat) })
    : w.t('log.FavorReturnedKnown', { name: w.name(e.seat), guild: w.t(`guildIn.${e.guild}`) })],
};
