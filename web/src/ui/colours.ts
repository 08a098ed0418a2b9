// Colours of the table: terrains, resources and the players' pieces.
import type { Resource, Terrain } from '../lib/domain.ts';

export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  hills: '#c4683f',
  forest: '#2f7a3c',
  pasture: '#97c95c',
  fields: '#e9c648',
  mountains: '#8d939b',
  desert: '#e2d2a2',
  sea: '#3f7fb8',
  gold: '#d8a93a',
  fog: '#b9c1c9',
};

export const RESOURCE_FILL: Readonly<Record<Resource, string>> = {
  brick: '#b4532e',
  lumber: '#2f7a3c',
  wool: '#8cc45a',
  grain: '#e2b928',
  ore: '#6f7780',
};

/** Piece colours by the colour names of tableSpec(players).colours. */
export const SEAT_FILL: Readonly<Record<string, string>> = {
  red: '#d3372c',
  blue: '#2b63c8',
  orange: '#ee8a18',
  white: '#f6f5ef',
  // the 5–6 player extension
  green: '#3f9b4f',
  brown: '#7b4a24',
};

export const seatFill = (colour: string | undefined): string => SEAT_FILL[colour ?? ''] ?? '#888';
