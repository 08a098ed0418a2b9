// Cities & Knights' events in the notation, by a table of fields per event type: the word is
// `ck-` and the type in kebab case, the fields follow in order, '/'-separated (vertex and hex keys
// keep their commas). The core, knights and progress areas each give their table.
import { bundle, readBundle } from '../../base/notation.ts';
import { COMMODITIES, type Commodity, type CommodityBundle } from './commodities.ts';

/**
 * A field's kind: a number, a string (a key, a name), a string or null ('-'), a list of numbers,
 * a yes/no, a resource bundle, a commodity bundle, a list of commodity bundles, a record of
 * numbers, or any JSON value (URI-encoded, for the rare rich field).
 */
export type FieldKind = 'n' | 's' | 's?' | 'ns' | 'bool' | 'b' | 'c' | 'cs' | 'rec' | 'json';
export type Fields = readonly (readonly [name: string, kind: FieldKind])[];
export type FieldTable = Readonly<Record<string, Fields>>;

const COMMODITY_CODE: Record<Commodity, string> = { paper: 'P', cloth: 'C', coin: 'K' };
const CODE_COMMODITY = Object.fromEntries(Object.entries(COMMODITY_CODE).map(([c, k]) => [k, c])) as Record<string, Commodity>;

const commodities = (b: CommodityBundle): string => COMMODITIES.filter((c) => (b[c] ?? 0) > 0).map((c) => `${COMMODITY_CODE[c]}${b[c]}`).join('') || '-';
function readCommodities(t: string): CommodityBundle {
  const out: Partial<Record<Commodity, number>> = {};
  if (t === '-') return out;
  for (const [, code, n] of t.matchAll(/([PCK])(\d+)/g)) out[CODE_COMMODITY[code]] = Number(n);
  return out;
}

const kebab = (type: string): string => type.replace(/[A-Z]/g, (m, i: number) => (i === 0 ? '' : '-') + m.toLowerCase());
export const wordOf = (type: string): string => `ck-${kebab(type)}`;

function write(kind: FieldKind, v: unknown): string {
  switch (kind) {
    case 'n': return String(v);
    case 's': return String(v);
    case 's?': return v === null ? '-' : String(v);
    case 'ns': return (v as readonly number[]).join('|') || '-';
    case 'bool': return v ? '1' : '0';
    case 'b': return bundle(v as Record<string, number>);
    case 'c': return commodities(v as CommodityBundle);
    case 'cs': return (v as readonly CommodityBundle[]).map(commodities).join('|');
    case 'rec': return Object.entries(v as Record<string, number>).map(([k, n]) => `${k}=${n}`).join('|') || '-';
    case 'json': return encodeURIComponent(JSON.stringify(v));
  }
}

function read(kind: FieldKind, t: string): unknown {
  switch (kind) {
    case 'n': return Number(t);
    case 's': return t;
    case 's?': return t === '-' ? null : t;
    case 'ns': return t === '-' ? [] : t.split('|').map(Number);
    case 'bool': return t === '1';
    case 'b': return readBundle(t);
    case 'c': return readCommodities(t);
    case 'cs': return t.split('|').map(readCommodities);
    case 'rec': return t === '-' ? {} : Object.fromEntries(t.split('|').map((kv) => kv.split('=')).map(([k, n]) => [k, Number(n)]));
    case 'json': return JSON.parse(decodeURIComponent(t));
  }
}

/** An event as its notation token. */
export function encode(table: FieldTable, e: { readonly type: string }): string {
  const fields = table[e.type];
  // An optional field left out is written '~' and read back left out.
  const values = fields.map(([name, kind]) => {
    const v = (e as unknown as Record<string, unknown>)[name];
    return v === undefined ? '~' : write(kind, v);
  });
  return [wordOf(e.type), ...values].join('/');
}

/** The table's words, to their event types. */
export const wordsOf = (table: FieldTable): ReadonlyMap<string, string> => new Map(Object.keys(table).map((type) => [wordOf(type), type]));

/** An event from its token's word and arguments, or null when the word is not in the table. */
export function decode<E>(table: FieldTable, words: ReadonlyMap<string, string>, word: string, a: readonly string[]): E | null {
  const type = words.get(word);
  if (type === undefined) return null;
  const out: Record<string, unknown> = { type };
  table[type].forEach(([name, kind], i) => {
    if (a[i] !== '~') out[name] = read(kind, a[i] ?? '');
  });
  return out as E;
}
