// "Uma estrada só pode ser colocada adjacente a uma encruzilhada que seja, por sua vez, adjacente a
// uma estrada, aldeia ou cidade do jogador que a constrói e onde não exista uma aldeia ou cidade de
// outro jogador." (S0 §3a) A road may run up to an opponent's settlement, but never on through it.
import { describe, it } from 'vitest';
import type { Command } from '../../domain/catan/index.ts';
import { beginnerGame, edgeJoining, given, gives, RED, vertex, WHITE } from './given.ts';
import { whiteSettlesAheadOfRed } from './situations.ts';

const road = (seat: number, a: string, b: string): Command => ({ type: 'BuildRoad', seat, edge: edgeJoining(a, b) });
const place = (a: string, b: string): Command => ({ type: 'PlaceRoad', seat: RED, edge: edgeJoining(a, b) });
const whiteSettlesAhead = whiteSettlesAheadOfRed;

describe('roads through opponents', () => {
  describe('when an opponent\'s settlement stands at the end of a road', () => {
    it('lets a road run up to it', () => {
      whiteSettlesAhead().rolled([1, 1]).and(gives(RED, { brick: 1 }))
        .when(road(RED, '1.2/2.2/2.3', '2.2/2.3/3.3'))
        .then([{ type: 'RoadBuilt', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '2.2/2.3/3.3') }]);
    });

    it('refuses a road that would continue through it', () => {
      whiteSettlesAhead().rolled([1, 1]).and(gives(RED, { brick: 2, lumber: 2 }))
        .after(road(RED, '1.2/2.2/2.3', '2.2/2.3/3.3'))
        .when(road(RED, '2.2/2.3/3.3', '2.3/3.3/3.4')).thenRejects('rule/blocked-by-opponent');
    });

    it('refuses it just the same when the settlement came after the road', () => {
      // Red's road reaches 2.2/2.3/3.3 first; then white builds up to it and settles there.
      given(beginnerGame(), gives(RED, { brick: 2, lumber: 1 }), gives(WHITE, { brick: 3, lumber: 2, grain: 1 }))
        .rolled([1, 1]).after(road(RED, '1.2/2.2/2.3', '2.2/2.3/3.3'), { type: 'EndTurn', seat: RED })
        .turnOf(WHITE).rolled([1, 1])
        .after(
          road(WHITE, '2.1/2.2/3.2', '2.2/3.2/3.3'),
          road(WHITE, '2.2/3.2/3.3', '2.2/2.3/3.3'),
          { type: 'BuildSettlement', seat: WHITE, vertex: vertex('2.2/2.3/3.3') },
          { type: 'EndTurn', seat: WHITE },
        )
        .rolled([1, 1])
        .when(road(RED, '2.2/2.3/3.3', '2.3/3.3/3.4')).thenRejects('rule/blocked-by-opponent');
    });

    it('refuses it through a city too', () => {
      whiteSettlesAhead().rolled([1, 1]).and(gives(RED, { brick: 2, lumber: 2 }), gives(WHITE, { ore: 3, grain: 2 }))
        .after(road(RED, '1.2/2.2/2.3', '2.2/2.3/3.3'), { type: 'EndTurn', seat: RED })
        .turnOf(WHITE).rolled([1, 1]).after({ type: 'BuildCity', seat: WHITE, vertex: vertex('2.2/2.3/3.3') }, { type: 'EndTurn', seat: WHITE })
        .rolled([1, 1])
        .when(road(RED, '2.2/2.3/3.3', '2.3/3.3/3.4')).thenRejects('rule/blocked-by-opponent');
    });

    it('lets the settlement\'s owner build on through it', () => {
      whiteSettlesAhead().rolled([1, 1]).after({ type: 'EndTurn', seat: RED }).turnOf(WHITE).rolled([1, 1])
        .and(gives(WHITE, { brick: 1, lumber: 1 }))
        .when(road(WHITE, '2.2/2.3/3.3', '2.3/3.3/3.4'))
        .then([{ type: 'RoadBuilt', seat: WHITE, edge: edgeJoining('2.2/2.3/3.3', '2.3/3.3/3.4') }]);
    });
  });

  describe('when an opponent\'s settlement would stand in the middle of a new road', () => {
    it('lets Road Building lay its first road up to the settlement, but not the second through it', () => {
      whiteSettlesAhead()
        .after({ type: 'PlayRoadBuilding', seat: RED }, place('1.2/2.2/2.3', '2.2/2.3/3.3'))
        .when(place('2.2/2.3/3.3', '2.3/3.3/3.4')).thenRejects('rule/blocked-by-opponent');
    });

    it('lets the second road go elsewhere', () => {
      whiteSettlesAhead()
        .after({ type: 'PlayRoadBuilding', seat: RED }, place('1.2/2.2/2.3', '2.2/2.3/3.3'))
        .when(place('1.2/2.2/2.3', '1.2/1.3/2.3'))
        .then([{ type: 'RoadPlaced', seat: RED, edge: edgeJoining('1.2/2.2/2.3', '1.2/1.3/2.3') }]);
    });
  });
});
