// Properties of simulated Seafarers games: 8 games on each scenario map (3 and 4 players).
import { describe } from 'vitest';
import { SCENARIOS } from '../../domain/catan/index.ts';
import { seafarersProperties, type SeaGame } from './seafarers-properties.ts';

const GAMES: SeaGame[] = SCENARIOS.flatMap((board) => [3, 4].flatMap((players) =>
  Array.from({ length: 8 }, (_, i): SeaGame => ({ seed: 1000 * players + i, players: players as 3 | 4, board }))));

describe('properties of simulated Seafarers games', () => {
  seafarersProperties(GAMES);
});
