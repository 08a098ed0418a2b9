// Cities & Knights: the progress area's commands (RULES.md §7.2.7): a card played (one command,
// its fields by the card), a deck chosen after a defenders' tie, a card discarded over the limit.
import type { RollExtra } from '../../../base/commands.ts';
import type { HexKey, Resource, Seat } from '../../../base/types.ts';
import type { Card } from '../cards.ts';
import type { Commodity } from '../commodities.ts';
import type { Track } from '../tracks.ts';
import type { ProgressCard } from './deck.ts';

type Play<C extends ProgressCard, F = unknown> = { readonly type: 'PlayProgressCard'; readonly seat: Seat; readonly card: C } & F;

/** The cards played with nothing to name. */
export type PlainCard = 'irrigation' | 'mining' | 'warlord';

export type PlayProgressCard =
  | Play<PlainCard>
  /** Before the roll: the production dice (red first) as chosen; the event die is the server's input. */
  | Play<'alchemist', { readonly dice: readonly [number, number]; readonly extra?: RollExtra }>
  | Play<'merchant', { readonly hex: HexKey }>
  | Play<'merchantFleet', { readonly give: Card }>
  | Play<'resourceMonopoly', { readonly resource: Resource }>
  | Play<'tradeMonopoly', { readonly commodity: Commodity }>;

export type ProgressCommand =
  | PlayProgressCard
  /** After a defenders' tie: the deck whose top card the seat draws. */
  | { readonly type: 'ChooseProgressDeck'; readonly seat: Seat; readonly track: Track }
  /** A card given up over the hand limit, face down under its deck. */
  | { readonly type: 'DiscardProgressCard'; readonly seat: Seat; readonly card: ProgressCard };

export const PROGRESS_COMMANDS = ['PlayProgressCard', 'ChooseProgressDeck', 'DiscardProgressCard'] as const satisfies readonly ProgressCommand['type'][];
