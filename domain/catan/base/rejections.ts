// The board game's typed rejections: a stable code and a human message. A rejected command
// changes nothing. Each rule module adds its own codes: to the type (declaration merging of
// `ModuleRejections` in its codes.ts) and to the messages (its descriptor's `rejections`,
// installed by the composition root), so that this file names no module.
import { rejecter, type Rejection as RejectionOf } from '../../shared/rejection.ts';

export const BASE_REJECTIONS = {
  'command/invalid': 'The command is malformed.',
  'command/missing-input': 'The server did not supply the random input this command needs.',
  'game/not-created': 'There is no game yet.',
  'game/already-created': 'The game already exists.',
  'game/unsupported-options': 'Those game options are not supported.',
  'game/over': 'The game is over.',
  'game/not-started': 'The game starts when every seat is taken.',
  'seat/unknown': 'There is no such seat at this table.',
  'seat/taken': 'That seat is already taken.',
  'seat/bot': 'A bot plays that seat.',
  'seat/away': 'A bot already plays that seat for its player.',
  'seat/present': 'That seat’s player is at the table.',
  'seat/empty': 'Nobody sits in that seat.',
  'seat/already-ready': 'That seat is already ready.',
  'rule/wrong-phase': 'That cannot be done at this point of the game.',
  'rule/not-your-turn': 'It is not your turn.',
  'rule/must-roll-first': 'Roll the dice first.',
  'rule/already-rolled': 'The dice have already been rolled this turn.',
  'rule/discard-pending': 'Players must discard half of their cards first.',
  'rule/robber-pending': 'The robber must be moved first.',
  'rule/road-building-pending': 'Place the roads of the Road Building card first.',
  'rule/no-discard-needed': 'You do not have to discard.',
  'rule/wrong-discard-count': 'You must discard exactly half of your cards, rounded down.',
  'rule/robber-same-hex': 'The robber must move to another hex.',
  'rule/robber-not-here': 'The robber cannot go to that hex.',
  'rule/no-building-here': 'No settlement can stand on that intersection.',
  'rule/no-road-here': 'No road can go on that path.',
  'rule/unknown-hex': 'There is no such hex on the board.',
  'rule/invalid-victim': 'You can only rob a player with a building next to the robber and cards in hand.',
  'rule/unknown-vertex': 'There is no such intersection on the board.',
  'rule/unknown-edge': 'There is no such path on the board.',
  'rule/occupied': 'That place is already taken.',
  'rule/distance': 'Too close to another settlement or city (distance rule).',
  'rule/not-connected': 'It must connect to one of your roads, settlements or cities.',
  'rule/blocked-by-opponent': 'A road cannot continue through an opponent\'s settlement or city.',
  'rule/road-must-touch-settlement': 'The set-up road must touch the settlement just placed.',
  'rule/place-settlement-first': 'Place a settlement first.',
  'rule/place-road-first': 'Place the road for your settlement first.',
  'rule/not-your-settlement': 'A city replaces one of your own settlements.',
  'rule/no-pieces-left': 'You have no pieces of that kind left.',
  'rule/insufficient-resources': 'You do not have the resources for that.',
  'rule/bank-empty': 'The bank does not have those cards.',
  'rule/no-development-cards': 'The development card deck is empty.',
  'rule/no-such-card': 'You have no playable card of that kind.',
  'rule/card-bought-this-turn': 'A development card cannot be played in the turn it was bought.',
  'rule/one-card-per-turn': 'Only one development card may be played per turn.',
  'rule/invalid-trade': 'A trade must give and want at least one card, of different resources.',
  'rule/no-open-trade': 'There is no open trade offer.',
  'rule/cannot-trade-with-self': 'You cannot trade with yourself.',
  'rule/partner-not-agreed': 'That player has not accepted or countered the offer.',
  'rule/invalid-ratio': 'Maritime trade gives 4, 3 or 2 cards of one resource for one other resource.',
  'trade/not-for-you': 'That offer is made to another player.',
  'trade/no-goods': 'This game trades resources only between players.',
} as const;

/** Each rule module's table of codes, by module id: `declare module` in the module's codes.ts adds one. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleRejections {}
type ModuleRejectionCode = { [M in keyof ModuleRejections]: keyof ModuleRejections[M] }[keyof ModuleRejections];

export type RejectionCode = keyof typeof BASE_REJECTIONS | ModuleRejectionCode;
export type Rejection = RejectionOf<RejectionCode>;

const messages: Record<string, string> = { ...BASE_REJECTIONS };

/** Every code's message: the base game's and those of the installed modules. */
export const REJECTIONS: Readonly<Record<RejectionCode, string>> = messages as Record<RejectionCode, string>;

/** A module's codes join the messages (registry.ts, when the modules are installed). */
export function addRejections(table: Readonly<Record<string, string>>): void {
  Object.assign(messages, table);
}

export const reject = rejecter<RejectionCode>(REJECTIONS);
