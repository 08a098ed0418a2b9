// Português, sair de um jogo e o voto para um bot jogar no lugar de um jogador parado.
import type { seats as en } from '../en/seats.ts';

export const seats: Readonly<Record<keyof typeof en, string>> = {
  'leave.button': 'Sair do jogo',
  'leave.title': 'Sair do jogo?',
  'leave.detail': 'Um bot jogará no seu lugar até ao fim do jogo. Pode voltar ao seu lugar enquanto o jogo durar.',
  'leave.confirm': 'Sair do jogo',
  'leave.stay': 'Ficar',
  'leave.leaving': 'A sair…',
  'left.banner': 'Saiu deste jogo.',
  'left.detail': 'Um bot joga no seu lugar. Pode retomá-lo enquanto o jogo durar.',
  'left.back': 'Retomar o meu lugar',
  'vote.stalled': '{name} não joga há algum tempo.',
  'vote.detail': 'Os outros podem votar para que um bot jogue por {name} até que volte.',
  'vote.button': 'Votar: um bot joga por {name}',
  'vote.voted': 'Já votou.',
  'vote.tally': 'Votos: {n} de {needed}',
};
