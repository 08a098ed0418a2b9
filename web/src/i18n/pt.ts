// Português (termos das regras Devir: aldeia, cidade, estrada, ladrão, cavaleiro, porto…).
// One file an area, in ./pt/; this is their union.
import type { Messages } from './en.ts';
import { lobby } from './pt/lobby.ts';
import { chat } from './pt/chat.ts';
import { log } from './pt/log.ts';
import { replay } from './pt/replay.ts';
import { analysis } from './pt/analysis.ts';
import { trade } from './pt/trade.ts';
import { table } from './pt/table.ts';
import { friends } from './pt/friends.ts';
import { seafarers } from './pt/seafarers.ts';
import { helpers } from './pt/helpers.ts';
import { harbormaster } from './pt/harbormaster.ts';
import { citiesKnights } from './pt/cities-knights.ts';
import { citiesKnightsTable } from './pt/cities-knights-table.ts';
import { ckReview } from './pt/ck-review.ts';
import { citiesKnightsPlay } from './pt/cities-knights-play.ts';
import { progressCards } from './pt/progress-cards.ts';
import { dice } from './pt/dice.ts';
import { place } from './pt/place.ts';
import { learn } from './pt/learn.ts';
import { seats } from './pt/seats.ts';
import { account } from './pt/account.ts';
import { player } from './pt/player.ts';
import { follows } from './pt/follows.ts';
import { ranking } from './pt/ranking.ts';

export const pt: Messages = { ...lobby, ...log, ...replay, ...analysis, ...trade, ...table, ...chat, ...friends, ...helpers, ...seafarers, ...harbormaster, ...citiesKnights, ...citiesKnightsTable, ...citiesKnightsPlay, ...progressCards, ...ckReview, ...dice, ...place, ...learn, ...seats, ...account, ...player, ...follows, ...ranking };
