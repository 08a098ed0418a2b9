// A compact text form of a whole game, like PGN for chess: a header with the board and options,
// then one line per turn (plus one for the lobby and one for set-up). `parse(format(events))`
// gives the events back exactly, redacted ones included ('?' marks a card the viewer may not see).
import type { Event } from './events.ts';
import type { Board, Tile } from './board/layouts.ts';
import type { RollRound } from './rules/first-player.ts';
import { boardMaker, isModule, moduleToken, readModuleToken } from './registry.ts';
import { RESOURCES, type BoardKind, type BotLevel, type Bundle, type DevCard, type Goods, type HarborKind, type Resource, type Terrain, type TradeGoods } from './types.ts';
import { goodsField, goodsKinds, normalizedGoods } from './goods.ts';

export const RES_CODE: Record<Resource, string> = { brick: 'b', lumber: 'l', wool: 'w', grain: 'g', ore: 'o' };
export const CODE_RES = Object.fromEntries(Object.entries(RES_CODE).map(([r, c]) => [c, r])) as Record<string, Resource>;
const DEV_CODE: Record<DevCard, string> = { knight: 'K', roadBuilding: 'R', yearOfPlenty: 'Y', monopoly: 'M', victoryPoint: 'V' };
const CODE_DEV = Object.fromEntries(Object.entries(DEV_CODE).map(([d, c]) => [c, d])) as Record<string, DevCard>;

/** A bundle as notation ("b1w2", '-' for none); `readBundle` reads it back. Modules' tokens use both. */
export const bundle = (b: Bundle): string => RESOURCES.filter((r) => (b[r] ?? 0) > 0).map((r) => `${RES_CODE[r]}${b[r]}`).join('') || '-';

export function readBundle(text: string): Bundle {
  const out: Partial<Record<Resource, number>> = {};
  if (text === '-') return out;
  for (const [, code, n] of text.matchAll(/([blwgo])(\d+)/g)) out[CODE_RES[code]] = Number(n);
  return out;
}

/**
 * A trade's side with a module's goods after its resources, each as `+` kind and count
 * ("w1+cloth2", "+coin1"); `readSide` splits it back, `goodsOf` gathers both sides.
 */
function side(b: Bundle, g: Goods | undefined): string {
  const goods = g === undefined ? '' : goodsKinds(g).map((k) => `+${k}${g[k]}`).join('');
  const resources = bundle(b);
  return goods === '' ? resources : `${resources === '-' ? '' : resources}${goods}`;
}

function readSide(text: string): [Bundle, Goods] {
  const [resources, ...goods] = text.split('+');
  const counts = goods.map((t) => {
    const m = /^([a-z]+)(\d+)$/.exec(t);
    if (m === null) throw new SyntaxError(`bad goods "${t}" in "${text}"`);
    return [m[1], Number(m[2])] as const;
  });
  return [readBundle(resources || '-'), Object.fromEntries(counts)];
}

/** A trade's two sides read back: the resources, and `goods` only when either side has some. */
function readSides(give: string, want: string): { give: Bundle; want: Bundle; goods?: TradeGoods } {
  const [g, gGoods] = readSide(give);
  const [w, wGoods] = readSide(want);
  return { give: g, want: w, ...goodsField(normalizedGoods({ give: gGoods, want: wGoods })) };
}

const seatOrNone = (s: number | null) => (s === null ? 'none' : String(s));
const readSeatOrNone = (t: string) => (t === 'none' ? null : Number(t));
const list = (xs: readonly number[]) => xs.join('|');
const readList = (t: string) => t.split('|').map(Number);

/** One event as one space-free token: a word, then arguments after '/'. */
function token(e: Event): string {
  switch (e.type) {
    case 'GameCreated': throw new Error('GameCreated belongs in the header');
    // The seed's commitment after '@' (a name is URI-encoded, so it holds no '@').
    case 'SeatClaimed': return `claim/${e.seat}/${encodeURIComponent(e.name)}${e.bot ? `/bot${e.level ? `/${e.level}` : ''}` : e.ready === false ? '/unready' : ''}${e.seedHash ? `@${e.seedHash}` : ''}`;
    case 'SeatReady': return `ready/${e.seat}`;
    case 'SetupStarted': return e.first === undefined ? 'setup' : `setup/${e.first}${e.rolls ? `/${rollsText(e.rolls)}` : ''}`;
    case 'SettlementPlaced': return `place-settlement/${e.seat}/${e.vertex}`;
    case 'RoadPlaced': return `place-road/${e.seat}/${e.edge}`;
    case 'StartingResourcesReceived': return `start-cards/${e.seat}/${bundle(e.resources)}`;
    case 'SetupCompleted': return `setup-done/${e.firstSeat}`;
    case 'DiceRolled': return `roll/${e.seat}/${e.dice[0]}+${e.dice[1]}${e.extra === undefined ? '' : `/${Object.entries(e.extra).map(([k, v]) => `${k}=${v}`).join('|')}`}`;
    case 'ResourcesProduced': return `produce/${e.gains.map(bundle).join('|')}`;
    case 'DiscardsDemanded': return `discards/${list(e.counts)}`;
    case 'ResourcesDiscarded': return `discard/${e.seat}/${bundle(e.resources)}`;
    case 'RobberMoved': return `robber/${e.seat}/${e.hex}`;
    case 'ResourceStolen': return `steal/${e.thief}/${e.victim}/${e.resource ? RES_CODE[e.resource] : '?'}`;
    case 'TurnEnded': return `end/${e.seat}/${e.next}`;
    case 'RoadBuilt': return `road/${e.seat}/${e.edge}`;
    case 'SettlementBuilt': return `settlement/${e.seat}/${e.vertex}`;
    case 'CityBuilt': return `city/${e.seat}/${e.vertex}`;
    case 'DevelopmentCardBought': return `buy/${e.seat}/${e.card ? DEV_CODE[e.card] : '?'}`;
    case 'KnightPlayed': return `knight/${e.seat}`;
    case 'RoadBuildingPlayed': return `road-building/${e.seat}/${e.roads}`;
    case 'RoadBuildingEnded': return `road-building-ended/${e.seat}`;
    case 'YearOfPlentyPlayed': return `plenty/${e.seat}/${bundle(e.resources)}`;
    case 'MonopolyPlayed': return `monopoly/${e.seat}/${RES_CODE[e.resource]}/${list(e.taken)}`;
    case 'LargestArmyChanged': return `army/${seatOrNone(e.holder)}`;
    case 'LongestRoadChanged': return `longest/${seatOrNone(e.holder)}/${e.length}`;
    case 'TradeOffered': return `offer/${e.seat}/${side(e.give, e.goods?.give)}/${side(e.want, e.goods?.want)}${e.to === undefined ? '' : `/${e.to}`}`;
    case 'TradeAccepted': return `accept/${e.seat}`;
    case 'TradeDeclined': return `decline/${e.seat}`;
    case 'TradeCountered': return `counter/${e.seat}/${side(e.give, e.goods?.give)}/${side(e.want, e.goods?.want)}`;
    case 'TradeCancelled': return `cancel/${e.seat}`;
    case 'TradeCompleted': return `trade/${e.seat}/${e.partner}/${side(e.give, e.goods?.give)}/${side(e.want, e.goods?.want)}`;
    case 'MaritimeTraded': return `bank/${e.seat}/${RES_CODE[e.give]}${e.count}/${RES_CODE[e.receive]}`;
    case 'GameWon': return `won/${e.seat}/${e.points}/${e.victoryPointCards}`;
    case 'SeatTakenOver': return `away/${e.seat}`;
    case 'SeatReturned': return `back/${e.seat}`;
    case 'SeedsRevealed': return `seeds/${e.server}/${e.seats.join('|')}`;
    default: return moduleToken(e);
  }
}

function readToken(t: string): Event {
  const [word, ...a] = t.split('/');
  const n = (i: number) => Number(a[i]);
  switch (word) {
    case 'claim': {
      const at = t.indexOf('@');
      if (at >= 0) return { ...readToken(t.slice(0, at)), seedHash: t.slice(at + 1) } as Event;
      const name = decodeURIComponent(a[1]);
      if (a[2] === 'unready') return { type: 'SeatClaimed', seat: n(0), name, bot: false, ready: false };
      if (a[2] !== 'bot') return { type: 'SeatClaimed', seat: n(0), name, bot: false };
      return a[3] ? { type: 'SeatClaimed', seat: n(0), name, bot: true, level: a[3] as BotLevel } : { type: 'SeatClaimed', seat: n(0), name, bot: true };
    }
    case 'seeds': return { type: 'SeedsRevealed', server: a[0], seats: a[1] === '' ? [] : a[1].split('|') };
    case 'away': return { type: 'SeatTakenOver', seat: n(0) };
    case 'back': return { type: 'SeatReturned', seat: n(0) };
    case 'ready': return { type: 'SeatReady', seat: n(0) };
    case 'setup':
      if (a[0] === undefined) return { type: 'SetupStarted' };
      return a[1] === undefined ? { type: 'SetupStarted', first: n(0) } : { type: 'SetupStarted', first: n(0), rolls: readRolls(a[1]) };
    case 'place-settlement': return { type: 'SettlementPlaced', seat: n(0), vertex: a[1] };
    case 'place-road': return { type: 'RoadPlaced', seat: n(0), edge: a[1] };
    case 'start-cards': return { type: 'StartingResourcesReceived', seat: n(0), resources: readBundle(a[1]) };
    case 'setup-done': return { type: 'SetupCompleted', firstSeat: n(0) };
    case 'roll': {
      const [d1, d2] = a[1].split('+').map(Number);
      const rolled = { type: 'DiceRolled', seat: n(0), dice: [d1, d2] } as const;
      return a[2] === undefined ? rolled : { ...rolled, extra: Object.fromEntries(a[2].split('|').map((kv) => [kv.split('=')[0], Number(kv.split('=')[1])])) };
    }
    case 'produce': return { type: 'ResourcesProduced', gains: a[0].split('|').map(readBundle) };
    case 'discards': return { type: 'DiscardsDemanded', counts: readList(a[0]) };
    case 'discard': return { type: 'ResourcesDiscarded', seat: n(0), resources: readBundle(a[1]) };
    case 'robber': return { type: 'RobberMoved', seat: n(0), hex: a[1] };
    case 'steal': return { type: 'ResourceStolen', thief: n(0), victim: n(1), resource: a[2] === '?' ? null : CODE_RES[a[2]] };
    case 'end': return { type: 'TurnEnded', seat: n(0), next: n(1) };
    case 'road': return { type: 'RoadBuilt', seat: n(0), edge: a[1] };
    case 'settlement': return { type: 'SettlementBuilt', seat: n(0), vertex: a[1] };
    case 'city': return { type: 'CityBuilt', seat: n(0), vertex: a[1] };
    case 'buy': return { type: 'DevelopmentCardBought', seat: n(0), card: a[1] === '?' ? null : CODE_DEV[a[1]] };
    case 'knight': return { type: 'KnightPlayed', seat: n(0) };
    case 'road-building': return { type: 'RoadBuildingPlayed', seat: n(0), roads: n(1) };
    case 'road-building-ended': return { type: 'RoadBuildingEnded', seat: n(0) };
    case 'plenty': return { type: 'YearOfPlentyPlayed', seat: n(0), resources: readBundle(a[1]) };
    case 'monopoly': return { type: 'MonopolyPlayed', seat: n(0), resource: CODE_RES[a[1]], taken: readList(a[2]) };
    case 'army': return { type: 'LargestArmyChanged', holder: readSeatOrNone(a[0]) };
    case 'longest': return { type: 'LongestRoadChanged', holder: readSeatOrNone(a[0]), length: n(1) };
    case 'offer': {
      const { goods, ...sides } = readSides(a[1], a[2]);
      const offered = { type: 'TradeOffered', seat: n(0), ...sides } as const;
      return { ...(a[3] === undefined ? offered : { ...offered, to: n(3) }), ...goodsField(goods) };
    }
    case 'accept': return { type: 'TradeAccepted', seat: n(0) };
    case 'decline': return { type: 'TradeDeclined', seat: n(0) };
    case 'counter': return { type: 'TradeCountered', seat: n(0), ...readSides(a[1], a[2]) };
    case 'cancel': return { type: 'TradeCancelled', seat: n(0) };
    case 'trade': return { type: 'TradeCompleted', seat: n(0), partner: n(1), ...readSides(a[2], a[3]) };
    case 'bank': return { type: 'MaritimeTraded', seat: n(0), give: CODE_RES[a[1][0]], count: Number(a[1].slice(1)), receive: CODE_RES[a[2]] };
    case 'won': return { type: 'GameWon', seat: n(0), points: n(1), victoryPointCards: n(2) };
    default: {
      const event = readModuleToken(word, a);
      if (event === null) throw new SyntaxError(`unknown move "${t}"`);
      return event;
    }
  }
}

/** The rounds of a roll for the first player: `3+4,6+5,-|-,2+2,2+1` ('-': a seat out of that round). */
const rollsText = (rolls: readonly RollRound[]): string =>
  rolls.map((round) => round.map((r) => (r ? `${r[0]}+${r[1]}` : '-')).join(',')).join('|');

const readRolls = (text: string): RollRound[] => text.split('|').map((round) => round.split(',').map((r) => {
  if (r === '-') return null;
  const [d1, d2] = r.split('+').map(Number);
  return [d1, d2] as const;
}));

const tileText = (t: Tile) => `${t.hex}:${t.terrain}${t.token === null ? '' : `:${t.token}`}`;

function header(e: Extract<Event, { type: 'GameCreated' }>): string[] {
  return [
    '[Hexfold "1"]',
    `[Players "${e.players}"]`,
    `[Board "${e.boardKind}"]`,
    `[Seed "${e.seed}"]`,
    `[Tiles "${e.board.tiles.map(tileText).join(' ')}"]`,
    `[Harbors "${e.board.harbors.map((h) => `${h.edge}:${h.kind}`).join(' ')}"]`,
    `[Robber "${e.board.robber}"]`,
    ...(e.timer ? [`[Timer "${e.timer}"]`] : []),
    ...(e.firstPlayer ? [`[FirstPlayer "${e.firstPlayer}"]`] : []),
    ...(e.modules && e.modules.length > 0 ? [`[Modules "${e.modules.join(' ')}"]`] : []),
    ...(e.commitment ? [`[Commitment "${e.commitment}"]`] : []),
    ...(e.rated ? ['[Rated "yes"]'] : []),
  ];
}

/** The whole game as text. */
export function format(events: readonly Event[]): string {
  const [first, ...rest] = events;
  if (!first || first.type !== 'GameCreated') throw new Error('a game starts with GameCreated');
  const lines = [...header(first), ''];
  let label = 'lobby';
  let turn = 1;
  let tokens: string[] = [];
  const flush = () => {
    if (tokens.length) lines.push(`${label} ${tokens.join(' ')}`);
    tokens = [];
  };
  for (const e of rest) {
    if (e.type === 'SetupStarted') { flush(); label = 'setup'; }
    tokens.push(token(e));
    if (e.type === 'SetupCompleted' || e.type === 'TurnEnded') {
      flush();
      label = `T${e.type === 'TurnEnded' ? ++turn : turn}`;
    }
  }
  if (label === 'setup' || label === 'lobby') flush();
  else if (tokens.length) lines.push(`${label} ${tokens.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** Reads a game back from its text; throws a SyntaxError naming what it could not read. */
export function parse(text: string): Event[] {
  const tags = new Map<string, string>();
  const events: Event[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const tag = /^\[(\w+) "(.*)"\]$/.exec(line);
    if (tag) { tags.set(tag[1], tag[2]); continue; }
    events.push(...line.split(/\s+/).slice(1).map(readToken));
  }
  const need = (k: string) => {
    const v = tags.get(k);
    if (v === undefined) throw new SyntaxError(`missing [${k}] tag`);
    return v;
  };
  const tiles: Tile[] = need('Tiles').split(' ').map((t) => {
    const [q, r, terrain, token] = t.split(/[,:]/);
    return { hex: `${q},${r}`, terrain: terrain as Terrain, token: token === undefined ? null : Number(token) };
  });
  const harbors = need('Harbors').split(' ').map((h) => {
    const i = h.lastIndexOf(':');
    return { edge: h.slice(0, i), kind: h.slice(i + 1) as HarborKind };
  });
  const board: Board = { tiles, harbors, robber: need('Robber') };
  const boardKind = need('Board') as BoardKind;
  if (boardKind !== 'beginner' && boardKind !== 'variable' && boardKind !== 'fixed' && boardMaker(boardKind) === null) throw new SyntaxError(`unknown board "${boardKind}"`);
  const timer = tags.get('Timer');
  const roll = tags.get('FirstPlayer') === 'roll' ? { firstPlayer: 'roll' as const } : {};
  const modules = tags.get('Modules')?.split(' ').filter((m) => m !== '') ?? [];
  const unknown = modules.find((m) => !isModule(m));
  if (unknown !== undefined) throw new SyntaxError(`unknown rule module "${unknown}"`);
  const commitment = tags.get('Commitment');
  const created: Event = {
    type: 'GameCreated', players: Number(need('Players')), boardKind, seed: Number(need('Seed')), board, ...(timer ? { timer: Number(timer) } : {}), ...roll,
    ...(modules.length > 0 ? { modules } : {}), ...(commitment ? { commitment } : {}),
    ...(tags.get('Rated') === 'yes' ? { rated: true as const } : {}),
  };
  return [created, ...events];
}
