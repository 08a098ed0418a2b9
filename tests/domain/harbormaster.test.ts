// The Harbormaster (RULES.md §7.4.10, "O Capitão do Porto"): harbor points for settlements (1) and
// cities (2) on a harbor's intersection; the first with 3 takes the title (2 victory points),
// another takes it over only with more; played to 11 (12 with Friends); 3–4 players only.
import { describe, expect, it } from 'vitest';
import { decide, initialState, rulesOf, totalPoints, visiblePoints, pointSources, type Command, type InPhase } from '../../domain/catan/index.ts';
import { harbormasterPart, harborPoints, titleHolder } from '../../domain/catan/modules/harbormaster/index.ts';
import { BLUE, beginnerGame, buys, given, gives, pathThrough, played, RED, setUpGame, vertex, type Given } from './given.ts';
import { accepted, holding } from './helpers-given.ts';

/**
 * Red settles on two harbors ("1.1 N", "1.2 NE"), Blue on two ("2.4 NE", "3.5 SE"), Orange and
 * White inland: 2 harbor points each for Red and Blue. Red's turn, rolled; then `more` facts.
 */
const harbors = (): Given => given(setUpGame(4, [
  { settlement: '1.1 N', roadTo: '1.1 NE' },
  { settlement: '2.4 NE', roadTo: '2.4 SE' },
  { settlement: '4.2/4.3/5.2', roadTo: '4.3/5.2/5.3' },
  { settlement: '3.1/3.2/4.1', roadTo: '3.2/4.1/4.2' },
  { settlement: '2.1/2.2/3.2', roadTo: '2.1/3.1/3.2' },
  { settlement: '4.3/4.4/5.3', roadTo: '3.4/4.3/4.4' },
  { settlement: '3.5 SE', roadTo: '3.5 S' },
  { settlement: '1.2 NE', roadTo: '1.2 N' },
], 2024, ['harbormaster'])).rolled([1, 1]);

type Playing = InPhase<'playing'>;
const city = (seat: number, at: string): Command => ({ type: 'BuildCity', seat, vertex: vertex(at) });
const CITY = { ore: 3, grain: 2 };

/** Red holds the title: a city on "1.1 N" (3 harbor points). */
const redHarbormaster = () => harbors().and(gives(RED, CITY)).after(city(RED, '1.1 N'));

/** Blue's turn, rolled, with the cards for two cities. */
const bluesTurn = (g: Given) => g.after({ type: 'EndTurn', seat: RED }).rolled([1, 1]).and(gives(BLUE, { ore: 6, grain: 4 }));

describe('harbor points', () => {
  it('count 1 for each settlement on a harbor\'s intersection and 2 for each city there', () => {
    const s = harbors().playing;
    expect([0, 1, 2, 3].map((seat) => harborPoints(s, seat))).toEqual([2, 2, 0, 0]);
    expect(harborPoints(redHarbormaster().playing, RED)).toBe(3);
  });

  it('never make a title in set-up (two settlements make at most 2)', () => {
    expect(harbors().events.filter((e) => e.type === 'HarbormasterChanged')).toEqual([]);
    expect(harbormasterPart(harbors().playing).holder).toBeNull();
  });
});

describe('the title "Harbormaster"', () => {
  it('goes to the first player with 3 harbor points, worth 2 victory points', () => {
    const g = harbors().and(gives(RED, CITY));
    expect(visiblePoints(g.playing, RED)).toBe(2);
    const s = g.when(city(RED, '1.1 N')).then([
      { type: 'CityBuilt', seat: RED, vertex: vertex('1.1 N') },
      { type: 'HarbormasterChanged', holder: RED, points: 3 },
    ]) as Playing;
    expect(visiblePoints(s, RED)).toBe(5);
    expect(pointSources(s, RED)).toMatchObject({ settlements: 1, cities: 1, extra: 2 });
  });

  it('may come with a third settlement on a harbor', () => {
    harbors().and(gives(RED, { brick: 4, lumber: 4, wool: 1, grain: 1 }))
      .after(...pathThrough('1.1 N', '1.1 NW', '1.1 SW', '2.1 NW').map((edge): Command => ({ type: 'BuildRoad', seat: RED, edge })))
      .when({ type: 'BuildSettlement', seat: RED, vertex: vertex('2.1 NW') }).then([
        { type: 'SettlementBuilt', seat: RED, vertex: vertex('2.1 NW') },
        { type: 'HarbormasterChanged', holder: RED, points: 3 },
      ]);
  });

  it('is not changed by a building away from the harbors, nor by the holder\'s own harbor points', () => {
    const g = redHarbormaster().and(gives(RED, { ore: 3, grain: 3, brick: 1, lumber: 1, wool: 1 }));
    g.when(city(RED, '1.2 NE')).then([{ type: 'CityBuilt', seat: RED, vertex: vertex('1.2 NE') }]);
    const inland = g.and(gives(RED, { brick: 2, lumber: 2 }))
      .after(...pathThrough('1.1 NE', '1.1/1.2/2.2', '1.2/2.2/2.3').map((edge): Command => ({ type: 'BuildRoad', seat: RED, edge })));
    inland.when({ type: 'BuildSettlement', seat: RED, vertex: vertex('1.2/2.2/2.3') })
      .then([{ type: 'SettlementBuilt', seat: RED, vertex: vertex('1.2/2.2/2.3') }]);
  });

  it('is taken over only with more harbor points than the holder: a tie is not enough', () => {
    const tied = bluesTurn(redHarbormaster());
    const after = tied.when(city(BLUE, '2.4 NE')).then([{ type: 'CityBuilt', seat: BLUE, vertex: vertex('2.4 NE') }]) as Playing;
    expect(harbormasterPart(after).holder).toBe(RED);
    const s = tied.after(city(BLUE, '2.4 NE')).when(city(BLUE, '3.5 SE')).then([
      { type: 'CityBuilt', seat: BLUE, vertex: vertex('3.5 SE') },
      { type: 'HarbormasterChanged', holder: BLUE, points: 4 },
    ]) as Playing;
    expect([visiblePoints(s, RED), visiblePoints(s, BLUE)]).toEqual([3, 6]);
  });

  it('when points drop (another module\'s doing), is decided as Longest Road: the holder keeps it while tied for most', () => {
    // Every seat's harbor points, and the holder before.
    expect(titleHolder([3, 3, 0, 0], 0)).toBe(0);
    expect(titleHolder([3, 4, 0, 0], 0)).toBe(1);
    expect(titleHolder([2, 3, 0, 0], 0)).toBe(1);
    expect(titleHolder([2, 3, 3, 0], 0)).toBeNull();
    expect(titleHolder([2, 2, 0, 0], 0)).toBeNull();
    expect(titleHolder([4, 4, 1, 0], null)).toBeNull();
    expect(titleHolder([0, 3, 0, 0], null)).toBe(1);
  });

  it('is taken by a helper\'s building too (the Priest\'s city)', () => {
    const s = { ...holding(harbors().and(gives(RED, { grain: 1, ore: 2 })).state, ['priest']), knights: [1, 0, 0, 0] };
    const { events } = accepted(s, { type: 'UseHelper', seat: RED, use: { helper: 'priest', build: 'city', vertex: vertex('1.1 N'), knight: 'table' }, then: 'flip' });
    expect(events.slice(-3, -1)).toEqual([
      { type: 'CityBuilt', seat: RED, vertex: vertex('1.1 N') },
      { type: 'HarbormasterChanged', holder: RED, points: 3 },
    ]);
  });
});

describe('victory with the Harbormaster', () => {
  /** Red holds 3 hidden victory point cards, the title and 2 cities on harbors: 9 points. */
  const redAtNine = () => buys(harbors(), ['victoryPoint', 'victoryPoint', 'victoryPoint'])
    .and(gives(RED, { ore: 9, grain: 7, brick: 4, lumber: 4, wool: 1 }))
    .after(city(RED, '1.1 N'), city(RED, '1.2 NE'), ...pathThrough('1.1 N', '1.1 NW', '1.1 SW', '2.1 NW')
      .map((edge): Command => ({ type: 'BuildRoad', seat: RED, edge })));

  it('takes 11 points: 10 are not enough', () => {
    const g = redAtNine();
    expect(totalPoints(g.playing, RED)).toBe(9);
    const ten = g.when({ type: 'BuildSettlement', seat: RED, vertex: vertex('2.1 NW') })
      .then([{ type: 'SettlementBuilt', seat: RED, vertex: vertex('2.1 NW') }]) as Playing;
    expect(totalPoints(ten, RED)).toBe(10);
    g.after({ type: 'BuildSettlement', seat: RED, vertex: vertex('2.1 NW') }).when(city(RED, '2.1 NW')).then([
      { type: 'CityBuilt', seat: RED, vertex: vertex('2.1 NW') },
      { type: 'GameWon', seat: RED, points: 11, victoryPointCards: 3 },
    ]);
  });

  it('may come with the title itself', () => {
    // 5 hidden victory point cards and 3 settlements (one inland): 8 points; the city makes 9, the title 11.
    buys(harbors(), ['victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint'])
      .and(gives(RED, { ore: 3, grain: 3, brick: 3, lumber: 3, wool: 1 }))
      .after(...pathThrough('1.1 NE', '1.1/1.2/2.2', '1.2/2.2/2.3').map((edge): Command => ({ type: 'BuildRoad', seat: RED, edge })),
        { type: 'BuildSettlement', seat: RED, vertex: vertex('1.2/2.2/2.3') })
      .when(city(RED, '1.1 N')).then([
        { type: 'CityBuilt', seat: RED, vertex: vertex('1.1 N') },
        { type: 'HarbormasterChanged', holder: RED, points: 3 },
        { type: 'GameWon', seat: RED, points: 11, victoryPointCards: 5 },
      ]);
  });

  it('takes one point more than without it: 12 with Friends', () => {
    expect(rulesOf(harbors().playing).victoryPoints(harbors().playing)).toBe(11);
    const both = given(played([], { type: 'CreateGame', players: 4, board: 'variable', seed: 1, secret: 2, modules: ['harbormaster', 'friends'] })).state;
    expect(both.phase === 'lobby' && [both.modules, rulesOf(both).victoryPoints(both)]).toEqual([['friends', 'harbormaster'], 12]);
  });
});

describe('CreateGame with the Harbormaster', () => {
  const create = (extra: object): Command => ({ type: 'CreateGame', players: 4, board: 'variable', seed: 3, secret: 5, ...extra } as Command);

  it('plays it with 3 or 4 players, on either base board, with Friends and Helpers', () => {
    for (const players of [3, 4]) {
      for (const board of ['beginner', 'variable']) {
        given().when(create({ players, board, modules: ['harbormaster'] })).thenStartsWith([{ type: 'GameCreated', players, boardKind: board,
          seed: 3, board: expect.anything(), modules: ['harbormaster'] } as never]);
      }
    }
    const d = decide(create({ modules: ['harbormaster', 'helpers', 'friends'] }), initialState());
    expect(d.ok && d.events[0]).toMatchObject({ modules: ['friends', 'helpers', 'harbormaster'] });
  });

  it('refuses it with 5 or 6 players, whatever the turn rule', () => {
    for (const players of [5, 6]) {
      for (const turnRule of [undefined, 'special-building', 'paired']) {
        given().when(create({ players, modules: ['harbormaster'], ...(turnRule ? { turnRule } : {}) })).thenRejects('game/unsupported-options');
      }
    }
    const d = decide(create({ players: 5, modules: ['friends', 'harbormaster'] }), initialState());
    expect(!d.ok && d.rejection.message).toMatch(/harbormaster is played by 3 or 4 players\.$/);
  });

  it('starts the beginner board as without it: its fixed start makes no title', () => {
    const seats = [0, 1, 2, 3].map((seat): Command => ({ type: 'ClaimSeat', seat, name: `Player ${seat + 1}` }));
    const events = played([], { type: 'CreateGame', players: 4, board: 'beginner', seed: 1, modules: ['harbormaster'] }, ...seats);
    expect(events.slice(1)).toEqual(beginnerGame().slice(1));
  });
});
