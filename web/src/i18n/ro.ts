// Română (termenii regulilor Kosmos: așezare, oraș, drum, hoț, soldat, port…).
// One file an area, in ./ro/; this is their union.
import type { Messages } from './en.ts';
import { lobby } from './ro/lobby.ts';
import { chat } from './ro/chat.ts';
import { log } from './ro/log.ts';
import { replay } from './ro/replay.ts';
import { analysis } from './ro/analysis.ts';
import { trade } from './ro/trade.ts';
import { table } from './ro/table.ts';
import { friends } from './ro/friends.ts';
import { seafarers } from './ro/seafarers.ts';
import { helpers } from './ro/helpers.ts';
import { harbormaster } from './ro/harbormaster.ts';
import { citiesKnights } from './ro/cities-knights.ts';
import { citiesKnightsTable } from './ro/cities-knights-table.ts';
import { ckReview } from './ro/ck-review.ts';
import { citiesKnightsPlay } from './ro/cities-knights-play.ts';
import { progressCards } from './ro/progress-cards.ts';
import { dice } from './ro/dice.ts';
import { place } from './ro/place.ts';
import { learn } from './ro/learn.ts';
import { seats } from './ro/seats.ts';
import { account } from './ro/account.ts';
import { player } from './ro/player.ts';
import { follows } from './ro/follows.ts';
import { ranking } from './ro/ranking.ts';

export const ro: Messages = { ...lobby, ...log, ...replay, ...analysis, ...trade, ...table, ...chat, ...friends, ...helpers, ...seafarers, ...harbormaster, ...citiesKnights, ...citiesKnightsTable, ...citiesKnightsPlay, ...progressCards, ...ckReview, ...dice, ...place, ...learn, ...seats, ...account, ...player, ...follows, ...ranking };
