// Română, Căpitanul portului: opțiunea, punctele de port, titlul pe fișa jucătorului, jurnalul.
import type { harbormaster as en } from '../en/harbormaster.ts';

export const harbormaster: Readonly<Record<keyof typeof en, string>> = {
  'expansion.harbormaster': 'Căpitanul portului',
  'expansion.harbormasterAbout': 'Puncte de port pentru construcțiile din porturi; primul cu 3 devine Căpitanul portului (2 puncte). Pentru 3–4 jucători; se joacă până la 11 puncte (12 cu Între prieteni).',
  'harbormaster.title': 'Căpitanul portului',
  'harbormaster.points': 'Puncte de port: {n}',
  'harbormaster.pointsShort': 'Port {n}',
  'log.HarbormasterChanged': '{name} este acum Căpitanul portului ({n} puncte de port).',
  'log.HarbormasterNone': 'Nimeni nu este Căpitanul portului.',
};
