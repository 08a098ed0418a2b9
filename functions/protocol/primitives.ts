// The protocol's small schemas shared by its message files: board keys, resources and their counts, seats.
import * as v from 'valibot';

export const HexKey = v.pipe(v.string(), v.regex(/^-?\d{1,2},-?\d{1,2}$/));
export const VertexKey = v.pipe(v.string(), v.regex(/^-?\d{1,2},-?\d{1,2},(N|S)$/));
export const EdgeKey = v.pipe(v.string(), v.regex(/^-?\d{1,2},-?\d{1,2},(NE|NW|W)$/));
export const Resource = v.picklist(['brick', 'lumber', 'wool', 'grain', 'ore']);
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(200));
export const Bundle = v.strictObject({
  brick: v.optional(Count), lumber: v.optional(Count), wool: v.optional(Count), grain: v.optional(Count), ore: v.optional(Count),
});
/** A rule module's cards by kind (C&K's commodities): which kinds a game trades is the module's to judge. */
export const Goods = v.record(v.pipe(v.string(), v.regex(/^[a-z]{1,16}$/)), Count);
/** The goods a trade between players carries beside its resources. */
export const TradeGoods = v.strictObject({ give: Goods, want: Goods });
export const SeatNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));
