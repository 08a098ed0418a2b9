// A compact text form of a whole game: a header with the side and the table, then one line for
// the lobby and one per turn. `parse(format(events))` gives the events back exactly.
//
//   [HexfoldDice "1"] [Side "plus"] [Players "2"] [DesertPairs "1"] [Timer "60"]
//   lobby claim/0/Ana claim/1/Bot%201/bot/good start/0/3
//   T1 roll/0/bl$/000 roll/0/blw/110 build/0/r1/0.1 end/0/1/4
//   T2 away/1 ... back/1
//
// The [Timer] tag is written only for a game with a turn timer, [Rated "yes"] only for a rated
// table; 'away' and 'back' are a seat taken over by a bot while its player is away, and its
// player's return.
//
// Faces: b brick, l lumber, w wool, g grain, o ore, $ gold; a keep mask is one 0/1 per die.
import type { DiceEvent } from './events.ts';
import { isDiceBotLevel, isFace, SIDES, type DiceResource, type Face, type Side } from './types.ts';

const FACE_CODE: Record<Face, string> = { brick: 'b', lumber: 'l', wool: 'w', grain: 'g', ore: 'o', gold: '$' };
const CODE_FACE = Object.fromEntries(Object.entries(FACE_CODE).map(([f, c]) => [c, f])) as Record<string, Face>;

const faces = (dice: readonly Face[]) => dice.map((f) => FACE_CODE[f]).join('');
function readFaces(text: string): Face[] {
  return [...text].map((c) => {
    const f = CODE_FACE[c];
    if (!isFace(f)) throw new SyntaxError(`unknown face "${c}"`);
    return f;
  });
}
const readResource = (text: string): DiceResource => {
  const f = CODE_FACE[text];
  if (!isFace(f) || f === 'gold') throw new SyntaxError(`unknown resource "${text}"`);
  return f;
};
const list = (xs: readonly number[]) => xs.join('.');
const readList = (t: string) => (t === '' ? [] : t.split('.').map(Number));

/** One event as one space-free token: a word, then arguments after '/'. */
function token(e: DiceEvent): string {
  switch (e.type) {
    case 'DiceGameCreated': throw new Error('DiceGameCreated belongs in the header');
    // The seed's commitment after '@' (a name is URI-encoded, so it holds no '@').
    case 'SeatClaimed': return `claim/${e.seat}/${encodeURIComponent(e.name)}${e.bot ? `/bot${e.level ? `/${e.level}` : ''}` : ''}${e.seedHash ? `@${e.seedHash}` : ''}`;
    case 'GameStarted': return `start/${e.first}/${e.dice}`;
    case 'SeatTakenOver': return `away/${e.seat}`;
    case 'SeatReturned': return `back/${e.seat}`;
    case 'Rolled': return `roll/${e.seat}/${faces(e.dice)}/${e.kept.map((k) => (k ? 1 : 0)).join('')}`;
    case 'GoldTraded': return `gold/${e.seat}/${e.die}/${e.aside}/${FACE_CODE[e.resource]}`;
    case 'KnightUsed': return `knight/${e.seat}/${e.knight}/${e.die}/${FACE_CODE[e.resource]}`;
    case 'DesertPairUsed': return `desert/${e.seat}/${e.pair}/${e.die}/${FACE_CODE[e.resource]}`;
    case 'StructureBuilt': return `build/${e.seat}/${e.structure}/${list(e.dice)}`;
    case 'LargestArmyChanged': return `army/${e.holder}`;
    case 'LongestRoadChanged': return `longest/${e.holder}/${e.length}`;
    case 'TurnScored': return `score/${e.seat}/${e.points}`;
    case 'TurnEnded': return `end/${e.seat}/${e.next}/${e.dice}`;
    case 'GameEnded': return `over/${list(e.winners)}/${e.totals.join('|')}`;
    case 'SeedsRevealed': return `seeds/${e.server}/${e.seats.join('|')}`;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

function readToken(t: string): DiceEvent {
  const [word, ...a] = t.split('/');
  const n = (i: number) => {
    const x = Number(a[i]);
    if (a[i] === undefined || a[i] === '' || !Number.isInteger(x)) throw new SyntaxError(`bad number in "${t}"`);
    return x;
  };
  switch (word) {
    case 'claim': {
      const at = t.indexOf('@');
      if (at >= 0) return { ...readToken(t.slice(0, at)), seedHash: t.slice(at + 1) } as DiceEvent;
      const claimed = { type: 'SeatClaimed', seat: n(0), name: decodeURIComponent(a[1]), bot: a[2] === 'bot' } as const;
      if (a[3] === undefined) return claimed;
      if (!claimed.bot || !isDiceBotLevel(a[3])) throw new SyntaxError(`unknown bot level in "${t}"`);
      return { ...claimed, level: a[3] };
    }
    case 'start': return { type: 'GameStarted', first: n(0), dice: n(1) };
    case 'away': return { type: 'SeatTakenOver', seat: n(0) };
    case 'back': return { type: 'SeatReturned', seat: n(0) };
    case 'roll': return { type: 'Rolled', seat: n(0), dice: readFaces(a[1]), kept: [...a[2]].map((c) => c === '1') };
    case 'gold': return { type: 'GoldTraded', seat: n(0), die: n(1), aside: n(2), resource: readResource(a[3]) };
    case 'knight': return { type: 'KnightUsed', seat: n(0), knight: a[1], die: n(2), resource: readResource(a[3]) };
    case 'desert': return { type: 'DesertPairUsed', seat: n(0), pair: a[1], die: n(2), resource: readResource(a[3]) };
    case 'build': return { type: 'StructureBuilt', seat: n(0), structure: a[1], dice: readList(a[2]) };
    case 'army': return { type: 'LargestArmyChanged', holder: n(0) };
    case 'longest': return { type: 'LongestRoadChanged', holder: n(0), length: n(1) };
    case 'score': return { type: 'TurnScored', seat: n(0), points: n(1) };
    case 'end': return { type: 'TurnEnded', seat: n(0), next: n(1), dice: n(2) };
    case 'over': return { type: 'GameEnded', winners: readList(a[0]), totals: a[1].split('|').map(Number) };
    case 'seeds': return { type: 'SeedsRevealed', server: a[0], seats: a[1] === '' ? [] : a[1].split('|') };
    default: throw new SyntaxError(`unknown move "${t}"`);
  }
}

/** The whole game as text. */
export function format(events: readonly DiceEvent[]): string {
  const [first, ...rest] = events;
  if (!first || first.type !== 'DiceGameCreated') throw new Error('a dice game starts with DiceGameCreated');
  const lines = ['[HexfoldDice "1"]', `[Side "${first.side}"]`, `[Players "${first.players}"]`, `[DesertPairs "${first.desertPairs}"]`,
    ...(first.timer ? [`[Timer "${first.timer}"]`] : []), ...(first.commitment ? [`[Commitment "${first.commitment}"]`] : []),
    ...(first.rated ? ['[Rated "yes"]'] : []), ''];
  let label = 'lobby';
  let turn = 0;
  let tokens: string[] = [];
  const flush = () => {
    if (tokens.length) lines.push(`${label} ${tokens.join(' ')}`);
    tokens = [];
  };
  for (const e of rest) {
    tokens.push(token(e));
    if (e.type === 'GameStarted' || e.type === 'TurnEnded') {
      flush();
      label = `T${++turn}`;
    }
  }
  flush();
  return `${lines.join('\n')}\n`;
}

/** Reads a game back from its text; throws a SyntaxError naming what it could not read. */
export function parse(text: string): DiceEvent[] {
  const tags = new Map<string, string>();
  const events: DiceEvent[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const tag = /^\[(\w+) "(.*)"\]$/.exec(line);
    if (tag) tags.set(tag[1], tag[2]);
    else events.push(...line.split(/\s+/).slice(1).map(readToken));
  }
  const need = (k: string) => {
    const v = tags.get(k);
    if (v === undefined) throw new SyntaxError(`missing [${k}] tag`);
    return v;
  };
  const side = need('Side') as Side;
  if (!SIDES.includes(side)) throw new SyntaxError(`unknown side "${side}"`);
  const timer = tags.get('Timer');
  const timed = timer === undefined ? {} : { timer: Number(timer) };
  const commitment = tags.get('Commitment');
  const committed = commitment === undefined ? {} : { commitment };
  return [{ type: 'DiceGameCreated', side, players: Number(need('Players')), desertPairs: Number(need('DesertPairs')), ...timed, ...committed,
    ...(tags.get('Rated') === 'yes' ? { rated: true as const } : {}) }, ...events];
}
