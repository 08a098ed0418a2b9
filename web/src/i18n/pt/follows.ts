// Português, amigos: seguir jogadores, as suas mesas em curso, convites para uma mesa.
import type { follows as en } from '../en/follows.ts';

export const follows: Record<keyof typeof en, string> = {
  'follows.title': 'Amigos',
  'follows.menu': 'Amigos',
  'follows.signIn': 'Entre na sua conta para seguir jogadores, ver as mesas deles e convidá-los para as suas.',
  'follows.loading': 'A carregar os seus amigos…',
  'follows.failed': 'Não foi possível carregar os seus amigos.',
  'follows.none': 'Ainda não segue ninguém: abra a página de um jogador e siga-o.',
  'follows.noTables': 'Nenhuma mesa em curso.',
  'follows.follow': 'Seguir',
  'follows.unfollow': 'Deixar de seguir',
  'follows.private': 'Privada',
  'follows.inviteTo': 'Convidar para uma mesa',
  'follows.invite': 'Convidar',
  'follows.table': 'Mesa',
  'follows.sent': 'Convite enviado.',
  'follows.noOpenTable': 'Não está sentado em nenhuma mesa com um lugar livre.',
  'follows.invitations': 'Convites',
  'follows.invitation': '{name} convida-o para uma mesa',
  'follows.accept': 'Entrar',
  'follows.decline': 'Recusar',
};
