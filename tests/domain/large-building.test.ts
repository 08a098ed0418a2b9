// Properties of 500 whole 5 and 6 player games with the special building phase (the default turn rule).
import { describe } from 'vitest';
import { gamesOf, largeGameProperties } from './large-properties.ts';

describe('properties of simulated 5 and 6 player games with the special building phase', () => {
  largeGameProperties(gamesOf('special-building', 250, 0));
});
