// Cities & Knights' progress cards that work on knights (RULES.md §7.2.7): the Smith promotes up to
// two knights free, the Deserter has an opponent give up a knight of his choice (the player may
// place one as strong or weaker), Intrigue displaces an opponent's knight at one's road.
import { describe, expect, it } from 'vitest';
import { awaitedSeats, legalCommands } from '../../domain/catan/index.ts';
import { level } from './ck-given.ts';
import { A, activeKnight, at, B, C, D, E, knight, redWith, roads, S1 } from './ck-knights-given.ts';
import { draws } from './ck-progress-given.ts';
import { BLUE, ORANGE, RED, vertex } from './given.ts';

const CITY_ROAD_END = '3.2/4.1/4.2';

describe('the Smith', () => {
  const two = () => redWith({}, roads(RED, A, B), knight(RED, A), knight(RED, B), draws(RED, 'smith'));

  it('promotes up to two knights free: the card pays each promotion’s price', () => {
    const g = two();
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(A), vertex(B)] }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'smith' },
      { type: 'ProgressPaid', seat: RED, resources: { wool: 1, ore: 1 } },
      { type: 'KnightPromoted', seat: RED, vertex: vertex(A), strength: 2 },
      { type: 'ProgressPaid', seat: RED, resources: { wool: 1, ore: 1 } },
      { type: 'KnightPromoted', seat: RED, vertex: vertex(B), strength: 2 },
    ]);
    const after = g.after({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(A), vertex(B)] });
    expect(after.playing.hands[RED]).toEqual(g.playing.hands[RED]);
    expect(s.phase).toBe('playing');
  });

  it('makes a strong knight mighty only with the fortress, and each knight once a turn', () => {
    const strong = redWith({}, knight(RED, A, 2), draws(RED, 'smith'));
    strong.when({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(A)] }).thenRejects('cities-knights/needs-fortress');
    // knight(…, 2) promoted it this very turn.
    strong.and(level(RED, 'politics', 3)).when({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(A)] })
      .thenRejects('cities-knights/promoted-this-turn');
  });

  it('names up to two different knights of the player’s', () => {
    two().when({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(A), vertex(A)] }).thenRejects('cities-knights/smith-knights');
    two().when({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(A), vertex(B), vertex(C)] }).thenRejects('cities-knights/smith-knights');
    two().and(knight(BLUE, C)).when({ type: 'PlayProgressCard', seat: RED, card: 'smith', vertices: [vertex(C)] }).thenRejects('cities-knights/no-knight-here');
  });
});

describe('the Deserter', () => {
  /** Blue's knight(s) on its roads B → D → E, red's line S1 → A. */
  const blueKnights = (...facts: Parameters<typeof redWith>[1][]) => redWith({}, roads(BLUE, B, D, E), ...facts, draws(RED, 'deserter'));

  it('takes an opponent’s only knight off the board; the player places one as strong, free, with its status', () => {
    const g = blueKnights(activeKnight(BLUE, B, 2));
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'deserter' },
      { type: 'KnightDeserted', seat: BLUE, vertex: vertex(B), by: RED, place: true },
    ]);
    expect(awaitedSeats(s)).toEqual([RED]);
    const played = g.after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE });
    expect(played.part.knights.at[at(B)]).toBeNull();
    played.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/deserter-pending');
    expect(legalCommands(s, RED)).toContainEqual({ type: 'PlaceDeserter', seat: RED, vertex: vertex(A), strength: 2 });
    expect(legalCommands(s, RED)).toContainEqual({ type: 'PlaceDeserter', seat: RED });
    played.when({ type: 'PlaceDeserter', seat: RED, vertex: vertex(A), strength: 3 }).thenRejects('cities-knights/deserter-strength');
    played.when({ type: 'PlaceDeserter', seat: RED, vertex: vertex(D), strength: 2 }).thenRejects('rule/not-connected');
    played.when({ type: 'PlaceDeserter', seat: RED, vertex: vertex(S1), strength: 2 }).thenRejects('rule/occupied');
    played.when({ type: 'PlaceDeserter', seat: RED, vertex: vertex(A), strength: 2 })
      .then([{ type: 'DeserterPlaced', seat: RED, vertex: vertex(A), strength: 2 }]);
    const placed = played.after({ type: 'PlaceDeserter', seat: RED, vertex: vertex(A), strength: 2 });
    // Standing as the deserter stood, placed this turn: it defends, and acts from a later turn.
    expect(placed.part.knights.at[at(A)]).toMatchObject({ seat: RED, strength: 2, active: true, activatedTurn: placed.playing.turn.number });
    expect(placed.part.progress.deserting).toBeNull();
  });

  it('lets the player place a weaker knight, or none; a mighty one without the fortress', () => {
    const g = blueKnights(knight(BLUE, B, 3)).after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE });
    g.when({ type: 'PlaceDeserter', seat: RED, vertex: vertex(A), strength: 1 }).then([{ type: 'DeserterPlaced', seat: RED, vertex: vertex(A), strength: 1 }]);
    g.when({ type: 'PlaceDeserter', seat: RED }).then([{ type: 'DeserterPlaced', seat: RED, vertex: null, strength: 3 }]);
    const mighty = g.after({ type: 'PlaceDeserter', seat: RED, vertex: vertex(A) });
    expect(mighty.part.knights.at[at(A)]).toMatchObject({ seat: RED, strength: 3, active: false });
  });

  it('asks the opponent with several knights which one leaves (the table waits for him)', () => {
    const g = blueKnights(knight(BLUE, B), knight(BLUE, E, 2));
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'deserter' },
      { type: 'DesertionAsked', seat: RED, victim: BLUE },
    ]);
    expect(awaitedSeats(s)).toEqual([BLUE]);
    const choices = legalCommands(s, BLUE);
    expect(choices).toHaveLength(2);
    expect(choices).toEqual(expect.arrayContaining([B, E].map((v) => ({ type: 'DesertKnight', seat: BLUE, vertex: vertex(v) }))));
    const asked = g.after({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE });
    asked.when({ type: 'DesertKnight', seat: RED, vertex: vertex(B) }).thenRejects('cities-knights/not-deserting');
    asked.when({ type: 'DesertKnight', seat: BLUE, vertex: vertex(A) }).thenRejects('cities-knights/no-knight-here');
    asked.when({ type: 'DesertKnight', seat: BLUE, vertex: vertex(E) }).then([{ type: 'KnightDeserted', seat: BLUE, vertex: vertex(E), by: RED, place: true }]);
  });

  it('leaves nothing to place when the player has no knight of that strength or weaker in his supply', () => {
    const g = blueKnights(knight(BLUE, B), knight(RED, A), knight(RED, CITY_ROAD_END));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: BLUE }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'deserter' },
      { type: 'KnightDeserted', seat: BLUE, vertex: vertex(B), by: RED, place: false },
    ]);
  });

  it('names another player; one without knights gives nothing up, and the card is used', () => {
    blueKnights().when({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: RED }).thenRejects('cities-knights/deserter-victim');
    blueKnights().when({ type: 'PlayProgressCard', seat: RED, card: 'deserter', victim: ORANGE })
      .then([{ type: 'ProgressCardPlayed', seat: RED, card: 'deserter' }]);
    redWith({}).when({ type: 'PlaceDeserter', seat: RED, vertex: vertex(A) }).thenRejects('cities-knights/no-deserter');
  });
});

describe('Intrigue', () => {
  const blueAtB = (...facts: Parameters<typeof redWith>[1][]) => redWith({}, roads(RED, A, B), ...facts, draws(RED, 'intrigue'));

  it('displaces an opponent’s knight at one of the player’s roads, without a knight; its owner chooses where it retreats', () => {
    const g = blueAtB(roads(BLUE, B, D, E), knight(BLUE, B, 3));
    const s = g.when({ type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(B) }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'intrigue' },
      { type: 'KnightIntrigued', seat: RED, vertex: vertex(B), owner: BLUE, retreat: true },
    ]);
    expect(awaitedSeats(s)).toEqual([BLUE]);
    expect(legalCommands(s, BLUE)).toEqual([D, E].map((v) => ({ type: 'RetreatKnight', seat: BLUE, vertex: vertex(v) })));
    const back = g.after({ type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(B) }, { type: 'RetreatKnight', seat: BLUE, vertex: vertex(E) });
    expect(back.part.knights.at[at(E)]).toMatchObject({ seat: BLUE, strength: 3 });
    expect(back.part.knights.at[at(B)]).toBeNull();
  });

  it('sends the knight home when its owner’s roads reach no empty intersection', () => {
    const g = blueAtB(knight(BLUE, B));
    g.when({ type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(B) }).then([
      { type: 'ProgressCardPlayed', seat: RED, card: 'intrigue' },
      { type: 'KnightIntrigued', seat: RED, vertex: vertex(B), owner: BLUE, retreat: false },
    ]);
    expect(g.after({ type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(B) }).part.knights.at[at(B)]).toBeNull();
  });

  it('is refused for a knight away from the player’s roads, or the player’s own', () => {
    blueAtB(roads(BLUE, D, E), knight(BLUE, E)).when({ type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(E) })
      .thenRejects('cities-knights/no-intrigue-here');
    blueAtB(knight(RED, B)).when({ type: 'PlayProgressCard', seat: RED, card: 'intrigue', vertex: vertex(B) }).thenRejects('cities-knights/no-intrigue-here');
  });
});
