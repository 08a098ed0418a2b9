// Words for game things: bundles of cards, hexes, players, and one readable log line per event.
import {
  hexCenter, hexSides, parseHexKey, RESOURCES, type Board, type Bundle, type Event, type Goods, type HarborKind, type HexKey, type Resource, type Seat,
} from '../lib/domain.ts';
import type { RollRound } from '../../../domain/catan/base/rules/first-player.ts';
import type { MessageKey } from './en.ts';
import type { Translate } from './index.ts';
import { describeModuleEvent, isModuleEvent } from './log-modules/index.ts';
import type { Names } from './names.ts';

export type { Names } from './names.ts';

export function playerName(ctx: Names, seat: Seat, t: Translate): string {
  return ctx.names[seat] ?? t(`colour.${ctx.colours[seat]}` as MessageKey);
}

/**
 * A marked resource count in a log line ("\uE000wool:2\uE001"): the log draws it as icons, and
 * `plainText` turns it back into words. Only bundles of `rich` contexts are marked.
 */
export const RES_MARK = /\uE000(\w+):(\d+)\uE001/g;

/** "2 wool", "1 cereal" / "2 cereais": a count of one resource, in the language's plural form. */
export function resourceCount(resource: Resource, n: number, t: Translate, rich = false): string {
  return rich ? `\uE000${resource}:${n}\uE001` : t(`count.${resource}`, { n });
}

/** A bundle in words, and a trade side's goods after it (a module's cards: "1 cloth"). */
export function bundleText(b: Bundle, t: Translate, rich = false, goods: Goods = {}): string {
  const parts = RESOURCES.filter((r) => (b[r] ?? 0) > 0).map((r) => resourceCount(r, b[r]!, t, rich));
  for (const k of Object.keys(goods)) if (goods[k] > 0) parts.push(`${goods[k]} ${t(`commodity.${k}` as MessageKey)}`);
  return parts.length ? parts.join(', ') : t('trade.nothing');
}

/** A log line with its marked resource counts in words. */
export const plainText = (line: string, t: Translate): string =>
  line.replace(RES_MARK, (_, r: string, n: string) => t(`count.${r as Resource}`, { n: Number(n) }));

const COMPASS = ['e', 'se', 's', 'sw', 'w', 'nw', 'n', 'ne'] as const;

/** Where a hex lies seen from the board's centre: one of eight compass points, or the centre. */
function compassOf(hex: HexKey): (typeof COMPASS)[number] | 'centre' {
  const { q, r } = parseHexKey(hex);
  if (q === 0 && r === 0) return 'centre';
  const { x, y } = hexCenter(q, r);
  // y grows downwards: 90° is south.
  const degrees = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(degrees / 45) % 8];
}

function harborsBy(board: Board, hex: HexKey): HarborKind[] {
  const { q, r } = parseHexKey(hex);
  const sides = new Set(hexSides(q, r));
  return board.harbors.filter((h) => sides.has(h.edge)).map((h) => h.kind);
}

const harborLabel = (kind: HarborKind, t: Translate): string =>
  (kind === 'generic' ? t('board.harbor3') : t('board.harbor2', { res: t(`res.${kind}`) }));

/**
 * A hex's name: terrain and number ("Pasture 8"), made unambiguous when another hex has the same:
 * by a harbor only it touches, else by where it lies on the board, else by its coordinate.
 */
export function hexName(board: Board | null, hex: HexKey, t: Translate): string {
  const tile = board?.tiles.find((x) => x.hex === hex);
  if (!board || !tile) return t('board.sea');
  const base = t('board.hex', { terrain: t(`terrain.${tile.terrain}`), token: tile.token ?? '' }).trim();
  const twins = board.tiles.filter((x) => x !== tile && x.terrain === tile.terrain && x.token === tile.token);
  if (twins.length === 0) return base;
  const theirHarbors = new Set(twins.flatMap((x) => harborsBy(board, x.hex)));
  const harbor = harborsBy(board, hex).find((k) => !theirHarbors.has(k));
  if (harbor) return t('board.hexByHarbor', { hex: base, harbor: harborLabel(harbor, t) });
  const dir = compassOf(hex);
  if (twins.every((x) => compassOf(x.hex) !== dir)) return t('board.hexToward', { hex: base, dir: t(`dir.${dir}`) });
  const { q, r } = parseHexKey(hex);
  return t('board.hexAt', { hex: base, q, r });
}

/** The roll for the first player: "Ana 9, Bruno 11; tie, again: … — Bruno starts". */
function firstRoll(rolls: readonly RollRound[], first: Seat, name: (seat: Seat) => string, t: Translate): string {
  const rounds = rolls.map((round) => round.flatMap((r, seat) => (r ? [t('log.rollOne', { name: name(seat), total: r[0] + r[1] })] : [])).join(', '));
  const [once, ...again] = rounds;
  return t('log.FirstRoll', { rolls: [once, ...again.map((r) => t('log.rollAgain', { rolls: r }))].join('; '), name: name(first) });
}

/** Log lines for one event (none for bookkeeping events; one per player for production). */
export function describeEvent(e: Event, ctx: Names, t: Translate): string[] {
  const name = (seat: Seat) => playerName(ctx, seat, t);
  const rich = ctx.rich === true;
  // A rule module's events have their own describers (log-modules/).
  if (isModuleEvent(e)) return describeModuleEvent(e, { t, ctx, name, res: (r, n) => resourceCount(r, n, t, rich) });
  switch (e.type) {
    case 'GameCreated':
      return [t('log.GameCreated', { players: e.players, board: t(`board.${e.boardKind}`) })];
    case 'SeatClaimed':
      return [t('log.SeatClaimed', { name: e.name })];
    case 'SeatReady':
      return [t('log.SeatReady', { name: name(e.seat) })];
    case 'SetupStarted':
      return e.first === undefined || !e.rolls ? [t('log.SetupStarted')] : [t('log.SetupStarted'), firstRoll(e.rolls, e.first, name, t)];
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
      return [t(`log.${e.type}`, { name: name(e.seat), res: bundleText(e.resources, t, rich) })];
    case 'SetupCompleted':
      return [t('log.SetupCompleted', { name: name(e.firstSeat) })];
    case 'DiceRolled':
      return [t('log.DiceRolled', { name: name(e.seat), total: e.dice[0] + e.dice[1], a: e.dice[0], b: e.dice[1] })];
    case 'ResourcesProduced':
      return e.gains.flatMap((g, seat) =>
        (RESOURCES.some((r) => (g[r] ?? 0) > 0) ? [t('log.ResourcesProduced', { name: name(seat), res: bundleText(g, t, rich) })] : []));
    case 'DiscardsDemanded':
      return [t('log.DiscardsDemanded')];
    case 'RobberMoved':
      return [t('log.RobberMoved', { name: name(e.seat), hex: hexName(ctx.board, e.hex, t) })];
    case 'ResourceStolen':
      return e.resource
        ? [t('log.ResourceStolen', { name: name(e.thief), victim: name(e.victim), res: resourceCount(e.resource, 1, t, rich) })]
        : [t('log.ResourceStolenHidden', { name: name(e.thief), victim: name(e.victim) })];
    case 'DevelopmentCardBought':
      return e.card
        ? [t('log.DevelopmentCardBoughtKnown', { name: name(e.seat), card: t(`dev.${e.card}`) })]
        : [t('log.DevelopmentCardBought', { name: name(e.seat) })];
    case 'RoadBuildingEnded':
      return [t('log.RoadBuildingEnded')];
    case 'YearOfPlentyPlayed':
      return [t('log.YearOfPlentyPlayed', { name: name(e.seat), res: bundleText(e.resources, t, rich) })];
    case 'MonopolyPlayed':
      return [t('log.MonopolyPlayed', { name: name(e.seat), res: resourceCount(e.resource, e.taken.reduce((a, b) => a + b, 0), t, rich) })];
    case 'LargestArmyChanged':
      return [e.holder === null ? t('log.LargestArmyNone') : t('log.LargestArmyChanged', { name: name(e.holder) })];
    case 'LongestRoadChanged':
      return [e.holder === null ? t('log.LongestRoadNone') : t('log.LongestRoadChanged', { name: name(e.holder), n: e.length })];
    case 'TradeOffered':
    case 'TradeCountered': {
      const terms = { name: name(e.seat), give: bundleText(e.give, t, rich, e.goods?.give), want: bundleText(e.want, t, rich, e.goods?.want) };
      const to = e.type === 'TradeOffered' ? e.to : undefined;
      return [to === undefined ? t(`log.${e.type}`, terms) : t('log.TradeOfferedTo', { ...terms, to: name(to) })];
    }
    case 'TradeCompleted':
      return [t('log.TradeCompleted', {
        name: name(e.seat), partner: name(e.partner), give: bundleText(e.give, t, rich, e.goods?.give), want: bundleText(e.want, t, rich, e.goods?.want),
      })];
    case 'MaritimeTraded':
      return [t('log.MaritimeTraded', { name: name(e.seat), give: resourceCount(e.give, e.count, t, rich), receive: resourceCount(e.receive, 1, t, rich) })];
    case 'GameWon':
      return [t('log.GameWon', { name: name(e.seat), points: e.points })];
    case 'SeatTakenOver':
      return [t('log.SeatTakenOver', { name: name(e.seat) })];
    case 'SeatReturned':
      return [t('log.SeatReturned', { name: name(e.seat) })];
    case 'SeedsRevealed':
      return []; // the server's, after the end: the review room's dice panel reads it
    default: {
      const unknown: never = e;
      return [String((unknown as { type?: string }).type)];
    }
  }
}
