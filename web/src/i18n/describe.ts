// Words for game things: bundles of cards, hexes, players, and one readable log line per event.
import { RESOURCES, type Board, type Bundle, type Event, type HexKey, type Seat } from '../lib/domain.ts';
import type { MessageKey } from './en.ts';
import type { Translate } from './index.ts';

export interface Names {
  readonly names: readonly (string | null)[];
  readonly colours: readonly string[];
  readonly board: Board | null;
}

export function playerName(ctx: Names, seat: Seat, t: Translate): string {
  return ctx.names[seat] ?? t(`colour.${ctx.colours[seat]}` as MessageKey);
}

export function bundleText(b: Bundle, t: Translate): string {
  const parts = RESOURCES.filter((r) => (b[r] ?? 0) > 0).map((r) => `${b[r]} ${t(`res.${r}`)}`);
  return parts.length ? parts.join(', ') : t('trade.nothing');
}

export function hexName(board: Board | null, hex: HexKey, t: Translate): string {
  const tile = board?.tiles.find((x) => x.hex === hex);
  if (!tile) return t('board.sea');
  return t('board.hex', { terrain: t(`terrain.${tile.terrain}`), token: tile.token ?? '' }).trim();
}

/** Log lines for one event (none for bookkeeping events; one per player for production). */
export function describeEvent(e: Event, ctx: Names, t: Translate): string[] {
  const name = (seat: Seat) => playerName(ctx, seat, t);
  switch (e.type) {
    case 'GameCreated':
      return [t('log.GameCreated', { players: e.players, board: t(`board.${e.boardKind}`) })];
    case 'SeatClaimed':
      return [t('log.SeatClaimed', { name: e.name })];
    case 'SetupStarted':
      return [t('log.SetupStarted')];
    case 'SettlementPlaced':
    case 'RoadPlaced':
    case 'RoadBuilt':
    case 'SettlementBuilt':
    case 'CityBuilt':
    case 'KnightPlayed':
    case 'RoadBuildingPlayed':
    case 'TradeAccepted':
    case 'TradeDeclined':
    case 'TradeCancelled':
    case 'TurnEnded':
      return [t(`log.${e.type}`, { name: name(e.seat) })];
    case 'StartingResourcesReceived':
    case 'ResourcesDiscarded':
      return [t(`log.${e.type}`, { name: name(e.seat), res: bundleText(e.resources, t) })];
    case 'SetupCompleted':
      return [t('log.SetupCompleted', { name: name(e.firstSeat) })];
    case 'DiceRolled':
      return [t('log.DiceRolled', { name: name(e.seat), total: e.dice[0] + e.dice[1], a: e.dice[0], b: e.dice[1] })];
    case 'ResourcesProduced':
      return e.gains.flatMap((g, seat) =>
        (RESOURCES.some((r) => (g[r] ?? 0) > 0) ? [t('log.ResourcesProduced', { name: name(seat), res: bundleText(g, t) })] : []));
    case 'DiscardsDemanded':
      return [t('log.DiscardsDemanded')];
    case 'RobberMoved':
      return [t('log.RobberMoved', { name: name(e.seat), hex: hexName(ctx.board, e.hex, t) })];
    case 'ResourceStolen':
      return e.resource
        ? [t('log.ResourceStolen', { name: name(e.thief), victim: name(e.victim), res: t(`res.${e.resource}`) })]
        : [t('log.ResourceStolenHidden', { name: name(e.thief), victim: name(e.victim) })];
    case 'DevelopmentCardBought':
      return e.card
        ? [t('log.DevelopmentCardBoughtKnown', { name: name(e.seat), card: t(`dev.${e.card}`) })]
        : [t('log.DevelopmentCardBought', { name: name(e.seat) })];
    case 'RoadBuildingEnded':
      return [t('log.RoadBuildingEnded')];
    case 'YearOfPlentyPlayed':
      return [t('log.YearOfPlentyPlayed', { name: name(e.seat), res: bundleText(e.resources, t) })];
    case 'MonopolyPlayed':
      return [t('log.MonopolyPlayed', { name: name(e.seat), resource: t(`res.${e.resource}`), n: e.taken.reduce((a, b) => a + b, 0) })];
    case 'LargestArmyChanged':
      return [e.holder === null ? t('log.LargestArmyNone') : t('log.LargestArmyChanged', { name: name(e.holder) })];
    case 'LongestRoadChanged':
      return [e.holder === null ? t('log.LongestRoadNone') : t('log.LongestRoadChanged', { name: name(e.holder), n: e.length })];
    case 'TradeOffered':
    case 'TradeCountered':
      return [t(`log.${e.type}`, { name: name(e.seat), give: bundleText(e.give, t), want: bundleText(e.want, t) })];
    case 'TradeCompleted':
      return [t('log.TradeCompleted', { name: name(e.seat), partner: name(e.partner), give: bundleText(e.give, t), want: bundleText(e.want, t) })];
    case 'MaritimeTraded':
      return [t('log.MaritimeTraded', { name: name(e.seat), count: e.count, give: t(`res.${e.give}`), receive: t(`res.${e.receive}`) })];
    case 'GameWon':
      return [t('log.GameWon', { name: name(e.seat), points: e.points })];
    case 'SeatTakenOver':
      return [t('log.SeatTakenOver', { name: name(e.seat) })];
    case 'SeatReturned':
      return [t('log.SeatReturned', { name: name(e.seat) })];
    default: {
      const unknown: never = e;
      return [String((unknown as { type?: string }).type)];
    }
  }
}
