// Romanian: Cities & Knights in the review room's statistics.
import type { ckReview as en } from '../en/ck-review.ts';

export const ckReview: Readonly<Record<keyof typeof en, string>> = {
  'ckStats.title': 'Statistici Orașe și cavaleri',
  'ckStats.lostCol': 'Pierdute',
  'ckStats.improvements': 'Îmbunătățiri',
  'ckStats.cards': 'Cărți de progres',
  'ckStats.attacks': 'Atacurile barbarilor',
  'ckStats.noAttack': 'Niciun atac încă.',
  'ckStats.turn': 'Tura {n}',
  'ckStats.attack': 'barbari {strength} contra cavaleri {defence}:',
  'ckStats.defender': 'respins; {name} este Apărător al Catanului.',
  'ckStats.tied': 'respins; {names} la egalitate, fiecare a tras o carte de progres.',
  'ckStats.heldNone': 'respins.',
  'ckStats.lost': 'pierdut; un oraș prădat pentru {names}.',
  'ckStats.lostNone': 'pierdut; nimeni nu avea oraș de pierdut.',
};
