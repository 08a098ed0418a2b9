// Cities & Knights: what the knights cost (RULES.md §7.2.3).
import type { Bundle } from '../../../base/types.ts';

export const RECRUIT_COST: Bundle = { wool: 1, ore: 1 };
export const PROMOTE_COST: Bundle = { wool: 1, ore: 1 };
export const ACTIVATE_COST: Bundle = { grain: 1 };
