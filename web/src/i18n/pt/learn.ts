// Português, aprender o jogo: as ligações às regras, a moldura das páginas e as dicas do primeiro jogo.
import type { learn as en } from '../en/learn.ts';

export const learn: Record<keyof typeof en, string> = {
  'rules.link': 'Como jogar',
  'rules.linkAbout': 'Como jogar: {topic} (abre num novo separador)',
  'rules.linkTab': 'Como jogar (abre num novo separador)',
  'rules.title': 'Como jogar',
  'rules.intro': 'As regras de cada jogo daqui, em resumo. Primeiro o jogo base; depois o que muda cada expansão.',
  'rules.all': 'Todas as regras',
  'rules.loading': 'A carregar as regras…',
  'rules.unknown': 'Não há regras chamadas «{topic}».',
  'rules.contents': 'Nesta página',
  'rules.others': 'Outras regras',
  'hint.label': 'Dica para o seu primeiro jogo',
  'hint.setup': 'Coloque a primeira aldeia numa encruzilhada assinalada: os hexágonos com 6 e 8 produzem mais vezes. Depois uma estrada que lhe toque. Todos colocam duas vezes; a segunda aldeia dá uma carta de cada hexágono à sua volta.',
  'hint.roll': 'Lance os dados para começar o turno: cada hexágono com esse número dá cartas às aldeias e cidades nas suas encruzilhadas — de todos, não só as suas.',
  'hint.build': 'Já pode construir. Se faltar uma carta, troque primeiro (4 iguais compram 1 à reserva); depois construa — os custos estão na carta de custos de construção. Termine o turno quando acabar.',
  'hint.robber': 'Mova o ladrão para um hexágono assinalado: esse hexágono deixa de produzir, e pode roubar uma carta a um jogador junto dele.',
  'hint.dismiss': 'Percebi',
  'hint.off': 'Não mostrar dicas',
};
