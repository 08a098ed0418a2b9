// English messages: the reference set of keys. Plural forms: "one:…|other:…" (CLDR categories).
// One file an area, in ./en/; this is their union.
import { lobby } from './en/lobby.ts';
import { chat } from './en/chat.ts';
import { log } from './en/log.ts';
import { replay } from './en/replay.ts';
import { analysis } from './en/analysis.ts';
import { trade } from './en/trade.ts';
import { table } from './en/table.ts';
import { friends } from './en/friends.ts';
import { seafarers } from './en/seafarers.ts';
import { helpers } from './en/helpers.ts';
import { harbormaster } from './en/harbormaster.ts';
import { citiesKnights } from './en/cities-knights.ts';
import { citiesKnightsTable } from './en/cities-knights-table.ts';
import { ckReview } from './en/ck-review.ts';
import { citiesKnightsPlay } from './en/cities-knights-play.ts';
import { progressCards } from './en/progress-cards.ts';
import { dice } from './en/dice.ts';
import { place } from './en/place.ts';
import { learn } from './en/learn.ts';
import { seats } from './en/seats.ts';
import { account } from './en/account.ts';
import { player } from './en/player.ts';
import { follows } from './en/follows.ts';
import { ranking } from './en/ranking.ts';

export const en = { ...lobby, ...log, ...replay, ...analysis, ...trade, ...table, ...chat, ...friends, ...helpers, ...seafarers, ...harbormaster, ...citiesKnights, ...citiesKnightsTable, ...citiesKnightsPlay, ...progressCards, ...ckReview, ...dice, ...place, ...learn, ...seats, ...account, ...player, ...follows, ...ranking };

export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<MessageKey, string>>;
