// Properties of 500 whole 5 and 6 player games with paired players.
import { describe } from 'vitest';
import { gamesOf, largeGameProperties } from './large-properties.ts';

describe('properties of simulated 5 and 6 player games with paired players', () => {
  largeGameProperties(gamesOf('paired', 250, 0));
});
