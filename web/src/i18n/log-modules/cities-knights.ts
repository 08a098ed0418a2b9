// Log lines of Cities & Knights: commodities, the barbarians, improvements and metropolises, walls,
// discards, thefts and exchanges with commodities, the aqueduct, the knights; the progress cards'
// lines join as their events do.
import type { CitiesKnightsEvent } from '../../../../domain/catan/modules/cities-knights/events.ts';
import { RESOURCES, type Bundle } from '../../lib/domain.ts';
import { COMMODITIES, type CommodityBundle } from '../../../../domain/catan/modules/cities-knights/commodities.ts';
import type { LogWords, ModuleLog } from './words.ts';

const commodity = (w: LogWords, c: string, n: number) => `${n} ${w.t(`commodity.${c}` as 'commodity.paper')}`;
const card = (w: LogWords, c: string) => ((RESOURCES as readonly string[]).includes(c) ? w.t(`res.${c}` as 'res.brick') : w.t(`commodity.${c}` as 'commodity.paper'));
const list = (w: LogWords, resources: Bundle, commodities: CommodityBundle) => [
  ...RESOURCES.filter((r) => (resources[r] ?? 0) > 0).map((r) => w.res(r, resources[r]!)),
  ...COMMODITIES.filter((c) => (commodities[c] ?? 0) > 0).map((c) => commodity(w, c, commodities[c]!)),
].join(', ');
const progress = (w: LogWords, c: string) => w.t(`progress.${c}` as 'progress.alchemist');
const names = (w: LogWords, seats: readonly number[]) => seats.map((s) => w.name(s)).join(', ');

export const citiesKnightsLog: ModuleLog<CitiesKnightsEvent> = {
  CitiesKnightsBegun: (_, w) => [w.t('log.CitiesKnightsBegun')],
  SetupCityFounded: (e, w) => [w.t('log.SetupCityFounded', { name: w.name(e.seat) })],
  CommoditiesProduced: (e, w) => e.gains.flatMap((g, seat) => (COMMODITIES.some((c) => (g[c] ?? 0) > 0) ? [w.t('log.CommoditiesProduced', { name: w.name(seat), list: list(w, {}, g) })] : [])),
  BarbariansAdvanced: (e, w) => [w.t('log.BarbariansAdvanced', { n: e.position })],
  BarbariansAttacked: (e, w) => {
    const terms = { strength: e.strength, defence: e.defence.reduce((a, b) => a + b, 0) };
    return [w.t(e.won ? 'log.BarbariansAttackedWon' : 'log.BarbariansAttackedLost', terms)];
  },
  CitiesToLose: (e, w) => [w.t('log.CitiesToLose', { names: names(w, e.seats) })],
  CityPillaged: (e, w) => [w.t('log.CityPillaged', { name: w.name(e.seat) })],
  RollResumed: (_, w) => [w.t('log.RollResumed')],
  DefenderAwarded: (e, w) => [w.t('log.DefenderAwarded', { name: w.name(e.seat) })],
  DefendersTied: (e, w) => [w.t('log.DefendersTied', { names: names(w, e.seats) })],
  ImprovementBought: (e, w) => [w.t('log.ImprovementBought', { name: w.name(e.seat), track: w.t(`track.${e.track}`), level: e.level })],
  MetropolisTaken: (e, w) => [w.t('log.MetropolisTaken', { name: w.name(e.seat), track: w.t(`track.${e.track}`) })],
  WallBuilt: (e, w) => [w.t('log.WallBuilt', { name: w.name(e.seat) })],
  CardsDiscarded: (e, w) => [w.t('log.CardsDiscarded', { name: w.name(e.seat), list: list(w, e.resources, e.commodities) })],
  CommodityStolen: (e, w) => [e.commodity === null
    ? w.t('log.CommodityStolenHidden', { thief: w.name(e.thief), victim: w.name(e.victim) })
    : w.t('log.CommodityStolen', { thief: w.name(e.thief), victim: w.name(e.victim), what: commodity(w, e.commodity, 1) })],
  CardsExchanged: (e, w) => [w.t('log.CardsExchanged', { name: w.name(e.seat), count: e.count, give: card(w, e.give), receive: card(w, e.receive) })],
  // Told by the TradeCompleted before it, which names the commodities.
  CommoditiesTraded: () => [],
  AqueductOwed: (e, w) => e.seats.map((seat) => w.t('log.AqueductOwed', { name: w.name(seat) })),
  AqueductPicked: (e, w) => [w.t('log.AqueductPicked', { name: w.name(e.seat), res: w.res(e.resource, 1) })],
  KnightRecruited: (e, w) => [w.t('log.KnightRecruited', { name: w.name(e.seat) })],
  KnightPromoted: (e, w) => [w.t(e.strength === 3 ? 'log.KnightPromotedMighty' : 'log.KnightPromotedStrong', { name: w.name(e.seat) })],
  KnightActivated: (e, w) => [w.t('log.KnightActivated', { name: w.name(e.seat) })],
  KnightMoved: (e, w) => [w.t('log.KnightMoved', { name: w.name(e.seat) })],
  KnightDisplaced: (e, w) => [w.t(e.retreat ? 'log.KnightDisplaced' : 'log.KnightDisplacedOff', { name: w.name(e.seat), owner: w.name(e.owner) })],
  KnightRetreated: (e, w) => [w.t('log.KnightRetreated', { name: w.name(e.seat) })],
  RobberChased: (e, w) => [w.t('log.RobberChased', { name: w.name(e.seat) })],
  ProgressDecksShuffled: () => [],
  ProgressCardDrawn: (e, w) => [e.card === null
    ? w.t('log.ProgressCardDrawnHidden', { name: w.name(e.seat), track: w.t(`track.${e.track}`) })
    : w.t('log.ProgressCardDrawn', { name: w.name(e.seat), card: progress(w, e.card) })],
  ProgressCardPlayed: (e, w) => [w.t('log.ProgressCardPlayed', { name: w.name(e.seat), card: progress(w, e.card) })],
  ProgressCardDiscarded: (e, w) => [w.t('log.ProgressCardDiscarded', { name: w.name(e.seat), track: w.t(`track.${e.track}`) })],
  MerchantPlaced: (e, w) => [w.t('log.MerchantPlaced', { name: w.name(e.seat) })],
  FleetNamed: (e, w) => [w.t('log.FleetNamed', { name: w.name(e.seat), card: card(w, e.card) })],
  CardsTaken: (e, w) => [w.t('log.CardsTaken', { name: w.name(e.seat), from: w.name(e.from), list: list(w, e.resources, e.commodities) })],
  KnightsEncouraged: (e, w) => [w.t('log.KnightsEncouraged', { name: w.name(e.seat) })],
  HarvestTaken: (e, w) => [w.t('log.HarvestTaken', { name: w.name(e.seat), res: w.res(e.resource, e.count) })],
  ProgressPaid: (e, w) => [w.t('log.ProgressPaid', { list: list(w, e.resources, {}) })],
  ProgressHandShown: (e, w) => [w.t('log.ProgressHandShown', { name: w.name(e.seat), victim: w.name(e.victim) })],
  ProgressCardTaken: (e, w) => [e.card === null
    ? w.t('log.ProgressCardTakenHidden', { name: w.name(e.seat), victim: w.name(e.victim) })
    : w.t('log.ProgressCardTaken', { name: w.name(e.seat), victim: w.name(e.victim), card: progress(w, e.card) })],
  HandLookedAt: (e, w) => [w.t('log.HandLookedAt', { name: w.name(e.seat), victim: w.name(e.victim) })],
  TokensSwapped: (e, w) => [w.t('log.TokensSwapped', { name: w.name(e.seat) })],
  CardsOwed: (e, w) => e.owing.map((o) => w.t(o.to === null ? 'log.CardsOwedDiscard' : 'log.CardsOwedGift', { name: w.name(o.seat), n: o.count, to: o.to === null ? '' : w.name(o.to) })),
  CardsHandedOver: (e, w) => [e.to === null
    ? w.t('log.CardsDiscarded', { name: w.name(e.seat), list: list(w, e.resources ?? {}, e.commodities ?? {}) })
    : e.resources === null
      ? w.t('log.CardsGivenHidden', { name: w.name(e.seat), to: w.name(e.to), n: e.counts[0] + e.counts[1] })
      : w.t('log.CardsGiven', { name: w.name(e.seat), to: w.name(e.to), list: list(w, e.resources, e.commodities ?? {}) })],
  RoadsGranted: (e, w) => [w.t('log.RoadsGranted', { name: w.name(e.seat), n: e.roads })],
  DesertionAsked: (e, w) => [w.t('log.DesertionAsked', { name: w.name(e.seat), victim: w.name(e.victim) })],
  KnightDeserted: (e, w) => [w.t('log.KnightDeserted', { name: w.name(e.seat), by: w.name(e.by) })],
  DeserterPlaced: (e, w) => (e.vertex === null ? [] : [w.t('log.DeserterPlaced', { name: w.name(e.seat) })]),
  KnightIntrigued: (e, w) => [w.t(e.retreat ? 'log.KnightIntrigued' : 'log.KnightIntriguedOff', { name: w.name(e.seat), owner: w.name(e.owner) })],
  RoadRemoved: (e, w) => [w.t(e.piece === 'ship' ? 'log.ShipRemoved' : 'log.RoadRemoved', { name: w.name(e.seat), owner: w.name(e.owner) })],
  HarborOpened: (e, w) => [w.t('log.HarborOpened', { name: w.name(e.seat) })],
  HarborOffered: (e, w) => [w.t('log.HarborOffered', { name: w.name(e.seat), to: w.name(e.to), res: w.res(e.resource, 1) })],
  // The event's seat is the one who gives the commodity, `to` the harbor's player: the texts' {to} gives {name}.
  HarborTraded: (e, w) => [e.commodity === null
    ? w.t('log.HarborTradedHidden', { name: w.name(e.to), to: w.name(e.seat) })
    : w.t('log.HarborTraded', { name: w.name(e.to), to: w.name(e.seat), what: w.t(`commodity.${e.commodity}` as 'commodity.paper') })],
};
