// The helpers' events in the notation, one token each (a word, then arguments after '/'):
// `helper-dealt/0/merchant`, `helper-used/0/captain/A`, `helper-paid/0/w1/b1`, `merchant/0/o/1:w|2:-`,
// `hand-shown/0/2/b1g2` ('?' when hidden), `deck-shown/0/KVR/-/-` ('?' per hidden card), …
import { RESOURCES, type Bundle, type DevCard, type Resource } from '../../base/types.ts';
import { isHelper, type HelperId, type Side } from './data.ts';
import type { HelpersEvent } from './events.ts';

const RES: Record<Resource, string> = { brick: 'b', lumber: 'l', wool: 'w', grain: 'g', ore: 'o' };
const DEV: Record<DevCard, string> = { knight: 'K', roadBuilding: 'R', yearOfPlenty: 'Y', monopoly: 'M', victoryPoint: 'V' };
const invert = <K extends string>(m: Record<K, string>) => Object.fromEntries(Object.entries(m).map(([k, c]) => [c, k])) as Record<string, K>;
const CODE_RES = invert(RES);
const CODE_DEV = invert(DEV);

const bundle = (b: Bundle): string => RESOURCES.filter((r) => (b[r] ?? 0) > 0).map((r) => `${RES[r]}${b[r]}`).join('') || '-';

function readBundle(text: string): Bundle {
  const out: Partial<Record<Resource, number>> = {};
  for (const [, code, n] of text.matchAll(/([blwgo])(\d+)/g)) out[CODE_RES[code]] = Number(n);
  return out;
}

function helper(text: string): HelperId {
  if (!isHelper(text)) throw new SyntaxError(`unknown helper "${text}"`);
  return text;
}

export function helpersToken(e: HelpersEvent): string {
  switch (e.type) {
    case 'HelperDealt': return `helper-dealt/${e.seat}/${e.helper}`;
    case 'HelperCalled': return `helper-called/${e.seat}/${e.helper}/${e.effect}`;
    case 'HelperUsed': return `helper-used/${e.seat}/${e.helper}/${e.side}`;
    case 'HelperFlipped': return `helper-flip/${e.seat}/${e.helper}`;
    case 'HelperExchanged': return `helper-exchange/${e.seat}/${e.returned}/${e.taken}`;
    case 'HelperPaid': return `helper-paid/${e.seat}/${bundle(e.paid)}/${bundle(e.instead)}`;
    case 'HelperResourceTaken': return `helper-take/${e.seat}/${RES[e.resource]}`;
    case 'MerchantTraded':
      return `merchant/${e.seat}/${RES[e.resource]}/${e.partners.map((p) => `${p.seat}:${p.give === null ? '-' : RES[p.give]}`).join('|')}`;
    case 'DiscardExcused': return `excused/${e.seat}`;
    case 'RoadMoved': return `road-moved/${e.seat}/${e.from}/${e.to}`;
    case 'PortOpened': return `port/${e.seat}/${RES[e.resource]}`;
    case 'KnightDiscarded': return `knight-discarded/${e.seat}/${e.from}`;
    case 'HandShown': return `hand-shown/${e.seat}/${e.target}/${e.hand === null ? '?' : bundle(e.hand)}`;
    case 'DeckShown': return `deck-shown/${e.seat}/${e.cards.map((c) => (c === null ? '?' : DEV[c])).join('')}/${bundle(e.paid)}/${bundle(e.instead)}`;
    case 'HelperChoiceMade': return `helper-chose/${e.seat}`;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as HelpersEvent).type}`);
    }
  }
}

/** A helpers event from its token's word and arguments, or null if the word is not the helpers'. */
export function readHelpers(word: string, a: readonly string[]): HelpersEvent | null {
  const seat = Number(a[0]);
  switch (word) {
    case 'helper-dealt': return { type: 'HelperDealt', seat, helper: helper(a[1]) };
    case 'helper-called': return { type: 'HelperCalled', seat, helper: a[1] as 'mayor' | 'general', effect: a[2] as 'take' | 'exempt' };
    case 'helper-used': return { type: 'HelperUsed', seat, helper: helper(a[1]), side: a[2] as Side };
    case 'helper-flip': return { type: 'HelperFlipped', seat, helper: helper(a[1]) };
    case 'helper-exchange': return { type: 'HelperExchanged', seat, returned: helper(a[1]), taken: helper(a[2]) };
    case 'helper-paid': return { type: 'HelperPaid', seat, paid: readBundle(a[1]), instead: readBundle(a[2]) };
    case 'helper-take': return { type: 'HelperResourceTaken', seat, resource: CODE_RES[a[1]] };
    case 'merchant': {
      const partners = a[2].split('|').map((p) => {
        const [s, g] = p.split(':');
        return { seat: Number(s), give: g === '-' ? null : CODE_RES[g] };
      });
      return { type: 'MerchantTraded', seat, resource: CODE_RES[a[1]], partners };
    }
    case 'excused': return { type: 'DiscardExcused', seat };
    case 'road-moved': return { type: 'RoadMoved', seat, from: a[1], to: a[2] };
    case 'port': return { type: 'PortOpened', seat, resource: CODE_RES[a[1]] };
    case 'knight-discarded': return { type: 'KnightDiscarded', seat, from: a[1] as 'hand' | 'table' };
    case 'hand-shown': return { type: 'HandShown', seat, target: Number(a[1]), hand: a[2] === '?' ? null : readBundle(a[2]) };
    case 'deck-shown':
      return { type: 'DeckShown', seat, cards: [...a[1]].map((c) => (c === '?' ? null : CODE_DEV[c])), paid: readBundle(a[2]), instead: readBundle(a[3]) };
    case 'helper-chose': return { type: 'HelperChoiceMade', seat };
    default: return null;
  }
}
