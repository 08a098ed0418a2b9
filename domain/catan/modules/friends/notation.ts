// Friends in the notation. Guilds by letter (m t p s a), '?' for one the viewer may not see:
// `favors/order` (the supply, top last; '?' when hidden), `favor/seat/guild/why`, `favor-lost/seat/why`,
// `gift/seat/to/res`, `gift-accept/seat/from/res`, `gift-refuse/seat`, `use/seat/guild`,
// `swap/seat/give/receive`, `take/seat/res`, `scholars/seat/card`, `chip/seat`, `return/seat/guild/at`.
import type { DevCard, Resource } from '../../base/types.ts';
import type { FavorReason, FriendsEvent } from './events.ts';
import type { Guild } from './guilds.ts';

const GUILD_CODE: Record<Guild, string> = { merchant: 'm', trader: 't', pavers: 'p', scholars: 's', architects: 'a' };
const CODE_GUILD = Object.fromEntries(Object.entries(GUILD_CODE).map(([g, c]) => [c, g])) as Record<string, Guild>;
const RES_CODE: Record<Resource, string> = { brick: 'b', lumber: 'l', wool: 'w', grain: 'g', ore: 'o' };
const CODE_RES = Object.fromEntries(Object.entries(RES_CODE).map(([r, c]) => [c, r])) as Record<string, Resource>;
const DEV_CODE: Record<DevCard, string> = { knight: 'K', roadBuilding: 'R', yearOfPlenty: 'Y', monopoly: 'M', victoryPoint: 'V' };
const CODE_DEV = Object.fromEntries(Object.entries(DEV_CODE).map(([d, c]) => [c, d])) as Record<string, DevCard>;

const guild = (g: Guild | null) => (g === null ? '?' : GUILD_CODE[g]);
const readGuild = (t: string) => (t === '?' ? null : CODE_GUILD[t]);

export function friendsToken(e: FriendsEvent): string {
  switch (e.type) {
    case 'FavorTokensShuffled': return `favors/${e.order === null ? '?' : e.order.map(guild).join('')}`;
    case 'FavorDrawn': return `favor/${e.seat}/${guild(e.guild)}/${e.reason}`;
    case 'FavorLost': return `favor-lost/${e.seat}/${e.reason}`;
    case 'GiftOffered': return `gift/${e.seat}/${e.to}/${RES_CODE[e.resource]}`;
    case 'GiftAccepted': return `gift-accept/${e.seat}/${e.from}/${RES_CODE[e.resource]}`;
    case 'GiftRefused': return `gift-refuse/${e.seat}`;
    case 'FavorUsed': return `use/${e.seat}/${guild(e.guild)}`;
    case 'MerchantSwapped': return `swap/${e.seat}/${RES_CODE[e.give]}/${RES_CODE[e.receive]}`;
    case 'TraderResourceTaken': return `take/${e.seat}/${RES_CODE[e.resource]}`;
    case 'ScholarsCardTaken': return `scholars/${e.seat}/${e.card === null ? '?' : DEV_CODE[e.card]}`;
    case 'CatanChipTaken': return `chip/${e.seat}`;
    case 'FavorReturned': return `return/${e.seat}/${guild(e.guild)}/${e.at === null ? '?' : e.at}`;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as FriendsEvent).type}`);
    }
  }
}

export function readFriends(word: string, a: readonly string[]): FriendsEvent | null {
  const n = (i: number) => Number(a[i]);
  switch (word) {
    case 'favors': return { type: 'FavorTokensShuffled', order: a[0] === '?' ? null : [...a[0]].map((c) => CODE_GUILD[c]) };
    case 'favor': return { type: 'FavorDrawn', seat: n(0), guild: readGuild(a[1]), reason: a[2] as FavorReason };
    case 'favor-lost': return { type: 'FavorLost', seat: n(0), reason: a[1] as FavorReason };
    case 'gift': return { type: 'GiftOffered', seat: n(0), to: n(1), resource: CODE_RES[a[2]] };
    case 'gift-accept': return { type: 'GiftAccepted', seat: n(0), from: n(1), resource: CODE_RES[a[2]] };
    case 'gift-refuse': return { type: 'GiftRefused', seat: n(0) };
    case 'use': return { type: 'FavorUsed', seat: n(0), guild: CODE_GUILD[a[1]] };
    case 'swap': return { type: 'MerchantSwapped', seat: n(0), give: CODE_RES[a[1]], receive: CODE_RES[a[2]] };
    case 'take': return { type: 'TraderResourceTaken', seat: n(0), resource: CODE_RES[a[1]] };
    case 'scholars': return { type: 'ScholarsCardTaken', seat: n(0), card: a[1] === '?' ? null : CODE_DEV[a[1]] };
    case 'chip': return { type: 'CatanChipTaken', seat: n(0) };
    case 'return': return { type: 'FavorReturned', seat: n(0), guild: readGuild(a[1]), at: a[2] === '?' ? null : n(2) };
    default: return null;
  }
}
