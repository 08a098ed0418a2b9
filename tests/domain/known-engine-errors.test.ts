// Rules that the best-known open-source Catan engine (catanatron, Python) has got wrong, each
// pinned here by name so that Hexfold never repeats them. See for instance catanatron issues
// #376 (a road built through an enemy settlement at its end node) and #378 / pull request #384
// (a road ending at an opponent's building not counted; the card reassigned against the rules).
import { describe, expect, it } from 'vitest';
import type { Command } from '../../domain/catan/index.ts';
import { longestRoad, totalPoints } from '../../domain/catan/index.ts';
import { edgeJoining, gives, RED, vertex } from './given.ts';
import {
  beforeABreakBelowFive, beforeTheBreak, ORANGE3, RED3, RED_TO_ORANGE, roadsAlong, roadUpToAnOpponent, whiteAtEightBeforeTheBreak,
  whiteCityByTheForest3, whiteSettlesAheadOfRed, WHITE3,
} from './situations.ts';

const redRoad = (a: string, b: string): Command => ({ type: 'BuildRoad', seat: RED, edge: edgeJoining(a, b) });

describe('errors known in other engines', () => {
  it('a road that ends at an opponent\'s building still counts up to that building', () => {
    // Red's 4 roads in a row, then a 5th that ends at orange's settlement: 5, and Longest Road.
    roadUpToAnOpponent().when(roadsAlong(RED3, RED_TO_ORANGE, 4, 5)[0]).then([
      { type: 'RoadBuilt', seat: RED3, edge: edgeJoining(RED_TO_ORANGE[4], RED_TO_ORANGE[5]) },
      { type: 'LongestRoadChanged', holder: RED3, length: 5 },
    ]);
  });

  it('no road through an opponent\'s settlement at the end of one\'s road', () => {
    whiteSettlesAheadOfRed().rolled([1, 1]).and(gives(RED, { brick: 2, lumber: 2 }))
      .after(redRoad('1.2/2.2/2.3', '2.2/2.3/3.3'))
      .when(redRoad('2.2/2.3/3.3', '2.3/3.3/3.4')).thenRejects('rule/blocked-by-opponent');
  });

  it('no road through an opponent\'s settlement in the middle of a new road (Road Building)', () => {
    whiteSettlesAheadOfRed()
      .after({ type: 'PlayRoadBuilding', seat: RED }, { type: 'PlaceRoad', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') })
      .when({ type: 'PlaceRoad', seat: RED, edge: edgeJoining('2.2/2.3/3.3', '2.3/3.3/3.4') }).thenRejects('rule/blocked-by-opponent');
  });

  it('an opponent\'s settlement in the middle of a road cuts it for Longest Road', () => {
    const g = beforeTheBreak({ redRoads: 3 }).after({ type: 'BuildSettlement', seat: RED3, vertex: vertex('2.2/3.2/3.3') });
    expect(longestRoad(g.playing, ORANGE3)).toBe(5);
  });

  it('after a break, Longest Road needs 5 roads: the longest road of 4 does not take it', () => {
    beforeABreakBelowFive().when({ type: 'BuildSettlement', seat: RED3, vertex: vertex('2.3/3.3/3.4') }).then([
      { type: 'SettlementBuilt', seat: RED3, vertex: vertex('2.3/3.3/3.4') },
      { type: 'LongestRoadChanged', holder: null, length: 0 },
    ]);
  });

  it('nobody wins outside their own turn: points gained from another player\'s break win only when one\'s turn starts', () => {
    const g = whiteAtEightBeforeTheBreak().after({ type: 'BuildSettlement', seat: RED3, vertex: vertex('2.2/3.2/3.3') });
    expect(totalPoints(g.playing, WHITE3)).toBe(10);
    expect(g.events.some((e) => e.type === 'GameWon')).toBe(false);
    g.after({ type: 'EndTurn', seat: RED3 }).rolled([1, 1]).when({ type: 'EndTurn', seat: ORANGE3 }).then([
      { type: 'TurnEnded', seat: ORANGE3, next: WHITE3 },
      { type: 'GameWon', seat: WHITE3, points: 10, victoryPointCards: 5 },
    ]);
  });

  it('the bank-shortage rule pays a lone claimant what is left', () => {
    whiteCityByTheForest3(1).when({ type: 'RollDice', seat: RED, dice: [1, 2] }).then([
      { type: 'DiceRolled', seat: RED, dice: [1, 2] },
      { type: 'ResourcesProduced', gains: [{}, { ore: 1 }, { ore: 1 }, { lumber: 1 }] },
    ]);
  });
});
