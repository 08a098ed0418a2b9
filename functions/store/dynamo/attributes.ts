// DynamoDB's wire format for the few attribute shapes our items have: strings, numbers, and lists
// of strings or nulls. Written by hand rather than with lib-dynamodb's generic (un)marshalling:
// it is the hot path of every command, and the items are small and fixed. The format is the
// one the document client wrote, so stored items read the same either way.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export type Item = Record<string, AttributeValue>;

export const S = (value: string): AttributeValue => ({ S: value });
export const N = (value: number): AttributeValue => ({ N: String(value) });

/** A list of strings and nulls (seat names, token hashes). */
export const L = (values: readonly (string | null)[]): AttributeValue =>
  ({ L: values.map((v) => (v === null ? { NULL: true } : { S: v })) });

/** Drops the attributes whose value is undefined (optional fields). */
export function item(attributes: Record<string, AttributeValue | undefined>): Item {
  const out: Item = {};
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) out[name] = value;
  return out;
}

const missing = (name: string): never => {
  throw new Error(`stored item lacks ${name}`);
};

export const str = (i: Item, name: string): string => i[name]?.S ?? missing(name);
export const num = (i: Item, name: string): number => {
  const n = i[name]?.N;
  return n === undefined ? missing(name) : Number(n);
};
export const optStr = (i: Item, name: string): string | undefined => i[name]?.S;
export const optNum = (i: Item, name: string): number | undefined => {
  const n = i[name]?.N;
  return n === undefined ? undefined : Number(n);
};
export const list = (i: Item, name: string): (string | null)[] =>
  (i[name]?.L ?? missing(name)).map((v) => v.S ?? null);
