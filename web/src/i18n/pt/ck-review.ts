// Portuguese: Cities & Knights in the review room's statistics.
import type { ckReview as en } from '../en/ck-review.ts';

export const ckReview: Readonly<Record<keyof typeof en, string>> = {
  'ckStats.title': 'Estatísticas de Cidades e Cavaleiros',
  'ckStats.lostCol': 'Perdidas',
  'ckStats.improvements': 'Melhorias',
  'ckStats.cards': 'Cartas de progresso',
  'ckStats.attacks': 'Ataques dos bárbaros',
  'ckStats.noAttack': 'Ainda nenhum ataque.',
  'ckStats.turn': 'Turno {n}',
  'ckStats.attack': 'bárbaros {strength} contra cavaleiros {defence}:',
  'ckStats.defender': 'repelido; {name} é Defensor de Catan.',
  'ckStats.tied': 'repelido; {names} empataram e cada um tirou uma carta de progresso.',
  'ckStats.heldNone': 'repelido.',
  'ckStats.lost': 'perdido; uma cidade saqueada a {names}.',
  'ckStats.lostNone': 'perdido; ninguém tinha cidade a perder.',
};
