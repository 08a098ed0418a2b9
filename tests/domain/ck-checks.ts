// Invariants of a whole Cities & Knights game's stream, for the property tests (a share of games)
// and the benchmark's sweep (≥ 1,000 games): no test framework here, each check throws.
import {
  citiesKnights, decide, devTotal, evolve, fold, handTotal, initialState, moveOf, nextActor, pointSources, redact, redactState,
  rulesOf, seafarers, seededRandom, supplyInputs, totalPoints, type Command, type Event, type Player, type State, type Viewer,
} from '../../domain/catan/index.ts';

const { ckPart, commodityTotal, knightsPoints } = citiesKnights;

function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

export interface KnightsGame {
  readonly seed: number;
  readonly players: readonly Player[];
  /** A Seafarers scenario (Seafarers joins the game), or a base board (default: variable). */
  readonly board?: string;
  /** 5–6 players: the turn rule (default: the special building phase). */
  readonly turnRule?: 'special-building' | 'paired';
}

const seaBoard = (board: string | undefined) => board !== undefined && !['variable', 'beginner', 'fixed'].includes(board);

/** A game between these players (bots see their seat's view), its events recorded; capped at `most` commands. */
export function playKnights(g: KnightsGame, most = 12_000): { events: Event[]; state: State; commands: number } {
  const dice = seededRandom(g.seed);
  const events: Event[] = [];
  let state = initialState();
  let commands = 0;
  const apply = (c: Command) => {
    const d = decide(supplyInputs(c, dice, state), state);
    if (!d.ok) throw new Error(`seed ${g.seed}: ${d.rejection.code} ${JSON.stringify(c)}`);
    events.push(...d.events);
    state = fold(d.events, state);
    commands++;
  };
  apply({
    type: 'CreateGame', players: g.players.length, board: (g.board ?? 'variable') as 'variable', ...(g.turnRule ? { turnRule: g.turnRule } : {}),
    modules: seaBoard(g.board) ? ['seafarers', 'cities-knights'] : ['cities-knights'],
  });
  g.players.forEach((_, seat) => apply({ type: 'ClaimSeat', seat, name: `Bot ${seat + 1}`, bot: true }));
  while (state.phase !== 'finished' && commands < most) {
    const seat = nextActor(state);
    if (seat === null) throw new Error(`seed ${g.seed}: nobody to move`);
    const c = moveOf(g.players[seat], state, seat, seededRandom(g.seed * 7919 + commands));
    if (c === null) throw new Error(`seed ${g.seed}: seat ${seat} has no move`);
    apply(c);
  }
  return { events, state, commands };
}

/** Every invariant of one game's stream; throws naming the first broken one. */
export function checkKnightsGame(g: KnightsGame, events: readonly Event[]): void {
  const at = (i: number, what: string) => `seed ${g.seed}, event ${i} (${events[i].type}): ${what}`;
  let s: State = initialState();
  let before: State = s;
  for (let i = 0; i < events.length; i++) {
    before = s;
    s = evolve(s, events[i]);
    if (s.phase === 'none' || s.phase === 'lobby' || !('cities-knights' in s.parts)) continue;
    const part = ckPart(s);
    let cards = s.bank.brick + s.bank.lumber + s.bank.wool + s.bank.grain + s.bank.ore;
    for (const h of s.hands) cards += handTotal(h);
    const big = s.players > 4;
    check(cards === (big ? 120 : 95), () => at(i, `${cards} resource cards`));
    const commodities = part.supply.paper + part.supply.cloth + part.supply.coin + part.commodities.reduce((n, h) => n + commodityTotal(h), 0);
    check(commodities === (big ? 54 : 36), () => at(i, `${commodities} commodity cards`));
    check(part.commodities.every((h) => h.paper >= 0 && h.cloth >= 0 && h.coin >= 0) && Object.values(part.supply).every((n) => n >= 0), () => at(i, 'a negative pile'));
    check(devTotal(s.deck) === 0 && s.devCards.every((d) => devTotal(d) === 0), () => at(i, 'a development card in play'));
    // On the seventh step the attack follows at once.
    check(part.barbarians >= 0 && (part.barbarians < 7 || events[i + 1]?.type === 'BarbariansAttacked'), () => at(i, `barbarians at ${part.barbarians}`));
    for (let seat = 0; seat < s.players; seat++) {
      const walls = part.walls.filter((w) => w === seat).length;
      check(walls <= 3, () => at(i, `seat ${seat} has ${walls} walls`));
      check(part.levels[seat].every((l) => l >= 0 && l <= 5), () => at(i, `seat ${seat} levels ${part.levels[seat]}`));
    }
    const { buildings } = s;
    part.walls.forEach((w, v) => check(w === -1 || (buildings[v]?.seat === w && buildings[v]?.kind === 'city'), () => at(i, `a wall at ${v} under no city of seat ${w}`)));
    part.metropolis.forEach((m) => check(m === null || (buildings[m.vertex]?.seat === m.seat && buildings[m.vertex]?.kind === 'city'), () => at(i, 'a metropolis on no city of its holder')));
    const next = events[i + 1]?.type;
    if (s.phase !== 'playing' || next === 'GameWon' || next === 'LongestRoadChanged' || next === 'TurnEnded' || next === 'IslandBonusTaken') continue;
    for (let seat = 0; seat < s.players; seat++) {
      const src = pointSources(s, seat);
      const island = seaBoard(g.board) ? seafarers.islandPoints(s, seat) : 0;
      check(src.extra === knightsPoints(s, seat) + island, () => at(i, `seat ${seat} extra ${src.extra}`));
      const sum = src.settlements + 2 * src.cities + 2 * src.longestRoad + src.extra;
      check(totalPoints(s, seat) === sum, () => at(i, `seat ${seat} points ≠ ${sum}`));
    }
  }
  const won = events.at(-1)!;
  check(won.type === 'GameWon' && before.phase === 'playing' && won.seat === before.turn.seat
    && won.points >= rulesOf(before).victoryPoints(before) && won.points === totalPoints(before, won.seat), () => `seed ${g.seed}: ended with ${JSON.stringify(won)}`);
}

/** Each viewer's redacted stream folds to the redacted state, and names no other seat's commodities. */
export function checkKnightsHidden(g: KnightsGame, events: readonly Event[]): void {
  const viewers: Viewer[] = [...g.players.map((_, seat) => seat), 'spectator'];
  for (const viewer of viewers) {
    let s: State = initialState(viewer);
    const mid = Math.floor(events.length / 2);
    events.forEach((e, i) => {
      s = evolve(s, redact(e, viewer));
      if (s.phase === 'none' || s.phase === 'lobby' || !('cities-knights' in s.parts)) return;
      ckPart(s).commodities.forEach((h, seat) => {
        check(seat === viewer || (h.paper === 0 && h.cloth === 0 && h.coin === 0), () => `seed ${g.seed}: viewer ${viewer} sees seat ${seat}'s commodities after event ${i}`);
      });
      if (i === mid) check(JSON.stringify(s) === JSON.stringify(redactState(fold(events.slice(0, mid + 1), initialState()), viewer)), () => `seed ${g.seed}: viewer ${viewer}'s fold differs`);
    });
  }
}
