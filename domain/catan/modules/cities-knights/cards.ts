// A card a Cities & Knights hand may hold: a resource or a commodity.
import { RESOURCES, type Resource } from '../../base/types.ts';
import { COMMODITIES, type Commodity } from './commodities.ts';

export type Card = Resource | Commodity;
export const CARDS: readonly Card[] = [...RESOURCES, ...COMMODITIES];
export const isResource = (c: unknown): c is Resource => (RESOURCES as readonly unknown[]).includes(c);
export const isCommodity = (c: unknown): c is Commodity => (COMMODITIES as readonly unknown[]).includes(c);
export const isCard = (c: unknown): c is Card => isResource(c) || isCommodity(c);
