// The end screen's words, in the chunk loaded when a game ends (not in the page's first load).
import { format, lang, type Language, type Params } from '../i18n/index.ts';

const en = {
  'end.title': 'Game over',
  'end.won': '{name} wins with {points} points!',
  'end.points': 'Points by source',
  'end.player': 'Player',
  'end.settlements': 'Settlements',
  'end.cities': 'Cities',
  'end.longestRoad': 'Longest Road',
  'end.largestArmy': 'Largest Army',
  'end.vpCards': 'Victory Point cards',
  'end.total': 'Total',
  'end.revealed': 'Hidden cards revealed',
  'end.cardsOf': 'one:{name}: {n} Victory Point card|other:{name}: {n} Victory Point cards',
  'end.noHidden': 'Nobody held a Victory Point card.',
  'end.dice': 'Dice rolls',
  'end.resources': 'Resources the dice produced',
  'end.gainedTotal': 'Total',
  'end.replay': 'Open the replay',
  'end.rematch': 'Rematch',
  'end.rematchJoin': 'Rematch: join',
  'end.rematchStarting': 'Starting the rematch…',
  'end.rematchFailed': 'The rematch could not start: {message}',
  'end.rematchFull': 'The rematch is full: watch it',
  'end.lobby': 'Back to the lobby',
  'end.show': 'Results',
  'end.hide': 'Close',
} as const;

export type EndKey = keyof typeof en;

const pt: Readonly<Record<EndKey, string>> = {
  'end.title': 'Fim do jogo',
  'end.won': '{name} ganha com {points} pontos!',
  'end.points': 'Pontos por origem',
  'end.player': 'Jogador',
  'end.settlements': 'Aldeias',
  'end.cities': 'Cidades',
  'end.longestRoad': 'Maior Estrada Comercial',
  'end.largestArmy': 'Maior Exército',
  'end.vpCards': 'Cartas de Ponto de Vitória',
  'end.total': 'Total',
  'end.revealed': 'Cartas escondidas reveladas',
  'end.cardsOf': 'one:{name}: {n} carta de Ponto de Vitória|other:{name}: {n} cartas de Ponto de Vitória',
  'end.noHidden': 'Ninguém tinha cartas de Ponto de Vitória.',
  'end.dice': 'Lançamentos de dados',
  'end.resources': 'Matérias-primas produzidas pelos dados',
  'end.gainedTotal': 'Total',
  'end.replay': 'Abrir a repetição',
  'end.rematch': 'Desforra',
  'end.rematchJoin': 'Desforra: entrar',
  'end.rematchStarting': 'A iniciar a desforra…',
  'end.rematchFailed': 'Não foi possível iniciar a desforra: {message}',
  'end.rematchFull': 'A desforra está cheia: assistir',
  'end.lobby': 'Voltar à sala',
  'end.show': 'Resultados',
  'end.hide': 'Fechar',
};

const ro: Readonly<Record<EndKey, string>> = {
  'end.title': 'Jocul s-a terminat',
  'end.won': '{name} câștigă cu {points} puncte!',
  'end.points': 'Puncte după sursă',
  'end.player': 'Jucător',
  'end.settlements': 'Așezări',
  'end.cities': 'Orașe',
  'end.longestRoad': 'Cel mai lung drum',
  'end.largestArmy': 'Cea mai mare armată',
  'end.vpCards': 'Cărți cu puncte câștigătoare',
  'end.total': 'Total',
  'end.revealed': 'Cărți ascunse dezvăluite',
  'end.cardsOf': 'one:{name}: {n} carte cu punct câștigător|few:{name}: {n} cărți cu puncte câștigătoare|other:{name}: {n} de cărți cu puncte câștigătoare',
  'end.noHidden': 'Nimeni nu avea cărți cu puncte câștigătoare.',
  'end.dice': 'Aruncări de zaruri',
  'end.resources': 'Resurse produse de zaruri',
  'end.gainedTotal': 'Total',
  'end.replay': 'Deschide reluarea',
  'end.rematch': 'Revanșă',
  'end.rematchJoin': 'Revanșă: intră',
  'end.rematchStarting': 'Începe revanșa…',
  'end.rematchFailed': 'Revanșa nu a putut începe: {message}',
  'end.rematchFull': 'Revanșa e plină: urmărește-o',
  'end.lobby': 'Înapoi la listă',
  'end.show': 'Rezultate',
  'end.hide': 'Închide',
};

const MESSAGES: Readonly<Record<Language, Readonly<Record<EndKey, string>>>> = { en, pt, ro };

/** Translates an end-screen message in the current language (reading `lang` subscribes the caller). */
export const te = (key: EndKey, params?: Params): string => format(MESSAGES[lang.value][key] ?? en[key], lang.value, params);
