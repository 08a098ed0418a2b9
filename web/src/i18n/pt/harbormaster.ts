// Português, O Capitão do Porto: a opção, os pontos de porto, o título na ficha do jogador, o registo.
import type { harbormaster as en } from '../en/harbormaster.ts';

export const harbormaster: Readonly<Record<keyof typeof en, string>> = {
  'expansion.harbormaster': 'Capitão do Porto',
  'expansion.harbormasterAbout': 'Pontos de porto por construir nos portos; o primeiro com 3 é o Capitão do Porto (2 pontos). Para 3–4 jogadores; joga-se até 11 pontos (12 com Entre amigos).',
  'harbormaster.title': 'Capitão do Porto',
  'harbormaster.points': 'Pontos de porto: {n}',
  'harbormaster.pointsShort': 'Porto {n}',
  'log.HarbormasterChanged': '{name} é agora o Capitão do Porto ({n} pontos de porto).',
  'log.HarbormasterNone': 'Ninguém é o Capitão do Porto.',
};
