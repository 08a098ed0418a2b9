// Português, Como jogar: o jogo base, a expansão para 5–6 jogadores (as duas regras de turno),
// Entre amigos, Os ajudantes e o Catan – Jogo de dados, a partir dos livros de regras.
import type { RulesBook } from '../rules-types.ts';

export const rules: RulesBook = {
  base: {
    title: 'Catan: o jogo base',
    summary: '3–4 jogadores colonizam uma ilha de 19 hexágonos; ganha o primeiro a chegar a 10 pontos de vitória.',
    sections: [
      {
        id: 'goal', heading: 'O objetivo',
        paragraphs: ['Construir estradas, aldeias e cidades e ser o primeiro a ter 10 pontos de vitória no seu próprio turno.'],
        list: ['Aldeia: 1 ponto.', 'Cidade: 2 pontos.', 'Maior Estrada Comercial: 2 pontos — a primeira estrada contínua de pelo menos 5 peças; passa para uma estrada estritamente mais longa.', 'Maior Exército de Cavalaria: 2 pontos — o primeiro a jogar 3 cavaleiros; passa para quem tiver estritamente mais.', 'Carta de ponto de vitória: 1 ponto, escondida até o fazer ganhar.'],
      },
      {
        id: 'setup', heading: 'Preparação',
        paragraphs: [
          'A ilha tem 19 hexágonos de terreno: floresta (madeira), pastagem (lã), campos de cultivo (cereais), colinas (argila), montanhas (minério) e um deserto, que não produz nada. Há uma ficha numerada em cada hexágono exceto no deserto; o 6 e o 8, a vermelho, saem mais vezes. O ladrão começa no deserto.',
          'Montagem para principiantes: o mapa e as peças iniciais do livro. Tabuleiro variável: os hexágonos, os números e os portos são baralhados e todos colocam em duas voltas — primeiro, pela ordem de jogo, uma aldeia e uma estrada que lhe toque; depois, pela ordem inversa, a segunda aldeia e estrada. A segunda aldeia dá 1 carta de cada hexágono à sua volta. O último a colocar é o primeiro a lançar os dados.',
          'Regra da distância: uma aldeia nunca fica ao lado de outra — as três encruzilhadas vizinhas têm de estar livres, seja de quem for.',
        ],
      },
      {
        id: 'turn', heading: 'Um turno',
        parts: [
          { heading: '1. Lançar os dados (produção)', paragraphs: ['Lance os dois dados. Cada hexágono com esse número dá 1 carta a cada aldeia nas suas encruzilhadas e 2 cartas a cada cidade — a todos os jogadores, não só a si. O hexágono com o ladrão não produz.'] },
          { heading: '2. Comerciar', paragraphs: ['Troque cartas com os outros jogadores (só com o jogador da vez) ou com a reserva: 4 iguais por 1 à escolha, 3 por 1 num porto genérico onde tenha construído, 2 por 1 da matéria-prima do porto num porto especial.'] },
          { heading: '3. Construir', paragraphs: ['Pague estradas, aldeias, cidades e cartas de desenvolvimento, tantas quantas puder. Uma estrada tem de tocar uma estrada, aldeia ou cidade sua; uma aldeia fica numa estrada sua e respeita a regra da distância; uma cidade substitui uma aldeia sua. Depois termine o turno.'] },
        ],
      },
      {
        id: 'costs', heading: 'Custos de construção',
        list: ['Estrada: 1 argila, 1 madeira.', 'Aldeia: 1 argila, 1 madeira, 1 lã, 1 cereais.', 'Cidade: 3 minério, 2 cereais.', 'Carta de desenvolvimento: 1 minério, 1 lã, 1 cereais.'],
        paragraphs: ['Cada jogador tem 15 estradas, 5 aldeias e 4 cidades.'],
      },
      {
        id: 'robber', heading: 'O 7 e o ladrão',
        paragraphs: [
          'Um 7 não produz nada. Quem tiver mais de 7 cartas descarta metade, arredondada para baixo. Depois quem lançou move o ladrão para outro hexágono e pode roubar 1 carta ao acaso a um jogador com uma aldeia ou cidade junto dele.',
          'O hexágono do ladrão não produz enquanto ele lá estiver.',
        ],
      },
      {
        id: 'development', heading: 'Cartas de desenvolvimento',
        paragraphs: ['Compram-se no seu turno; pode jogar uma por turno, em qualquer momento do turno — também antes de lançar os dados — mas não no turno em que a comprou.'],
        list: ['Cavaleiro: mova o ladrão e roube, como num 7. Os cavaleiros jogados contam para o Maior Exército de Cavalaria.', 'Construção de Estradas: construa 2 estradas grátis.', 'Ano de Fartura: tire 2 cartas à escolha da reserva.', 'Monopólio: diga uma matéria-prima; cada outro jogador dá-lhe todas as que tiver.', 'Ponto de vitória: 1 ponto, escondido; revele-o quando o fizer ganhar.'],
      },
      {
        id: 'winning', heading: 'Ganhar',
        paragraphs: ['O jogo acaba assim que um jogador tem 10 pontos de vitória no seu turno: esse jogador ganha.'],
      },
    ],
  },
  'five-six': {
    title: 'Catan para 5–6 jogadores',
    summary: 'Uma ilha maior, de 30 hexágonos, duas cores novas e construção entre turnos.',
    sections: [
      {
        id: 'changes', heading: 'O que muda',
        list: ['A ilha tem 30 hexágonos (dois desertos) e 11 portos; 28 fichas numeradas.', 'A reserva tem 24 cartas de cada matéria-prima e 34 cartas de desenvolvimento (20 cavaleiros).', 'Juntam-se o verde e o castanho. A preparação, os custos, o ladrão e os 10 pontos para ganhar são os do jogo base.', 'Para ninguém esperar muito entre turnos, o jogo usa uma de duas regras de turno, escolhida ao criar o jogo.'],
      },
      {
        id: 'special-building', heading: 'Regra de turno: a fase especial de construção',
        paragraphs: ['Quando o jogador da vez termina, cada um dos outros, pela ordem de jogo, pode construir: estradas, aldeias e cidades, e comprar cartas de desenvolvimento. Depois os dados passam ao seguinte.'],
        list: ['Nesta fase não há comércio de espécie alguma nem se jogam cartas de desenvolvimento.', 'Ninguém ganha nela: só se ganha no seu próprio turno.', 'Entre amigos: não se usam favores nesta fase; as fichas ganhas nela usam-se a partir do seu turno seguinte. Os ajudantes também não se usam nela.'],
      },
      {
        id: 'paired', heading: 'Regra de turno: jogadores em pares',
        paragraphs: ['Dois jogadores partilham cada turno. O jogador 1 lança os dados e joga um turno normal. Depois o jogador 2 — o que está três lugares à esquerda do jogador 1 — joga uma parte do turno: constrói e troca com a reserva e os portos, mas não com outros jogadores, e não lança os dados.'],
        list: ['O jogador 2 pode jogar uma carta de desenvolvimento na sua parte (não um cavaleiro antes de um lançamento, porque não lança) e pode ganhar nela.', 'Também se podem usar favores e ajudantes na parte do jogador 2.', 'No turno seguinte, os dois papéis passam um lugar.'],
      },
    ],
  },
  friends: {
    title: 'Entre amigos',
    summary: 'Seja generoso e ganhe fichas de favor, gastas em cinco guildas; 11 pontos para ganhar.',
    sections: [
      {
        id: 'changes', heading: 'O que muda',
        paragraphs: ['A generosidade dá fichas de favor, tiradas viradas para baixo de uma reserva. As fichas gastam-se em cinco guildas, em troca de favores. São precisos 11 pontos de vitória para ganhar.'],
      },
      {
        id: 'earning', heading: 'Ganhar fichas de favor',
        list: ['Mover o ladrão (num 7 ou com um cavaleiro) sem prejudicar ninguém — para um hexágono sem construções à volta, ou para o deserto sem roubar: 1 ficha.', 'No seu turno, dar 1 carta de matéria-prima a um jogador com tantos ou menos pontos visíveis do que os seus; se ele aceitar, 1 ficha. Um presente por turno.', 'Construir uma estrada que liga as suas peças às de outro jogador pela primeira vez: tira 3 fichas e ele tira 1. As ligações feitas na preparação não dão nada.'],
      },
      {
        id: 'guilds', heading: 'As guildas',
        paragraphs: ['Uma vez por turno, use um favor — ou troque uma ficha: tire 1 e devolva qualquer 1 das suas. Nunca com uma ficha ganha neste turno; as fichas nunca se dão nem se trocam com jogadores.'],
        list: ['Mercadores (1 ficha): até duas vezes neste turno, troque 1 carta sua por 1 qualquer da reserva.', 'Comerciantes (1 ficha): tire 1 matéria-prima qualquer da reserva.', 'Calceteiros (1 ficha): construa 1 estrada grátis.', 'Professores (2 fichas): tire 1 carta de desenvolvimento grátis.', 'Arquitetos (2 fichas): tire uma ficha de Catan — 1 ponto de vitória, sempre visível.'],
      },
    ],
  },
  helpers: {
    title: 'Os ajudantes',
    summary: 'Cada jogador tem sempre uma carta de ajudante com uma habilidade.',
    sections: [
      {
        id: 'changes', heading: 'O que muda',
        paragraphs: ['Quando coloca a sua segunda aldeia na preparação, tira o ajudante de cima, com o lado A para cima. Os restantes ficam expostos à vista.'],
        list: ['Use o seu ajudante no máximo uma vez por turno, nunca no turno em que o recebeu.', 'Depois de o usar no lado A, vire-o para o lado B e fique com ele, ou devolva-o e tire outro dos expostos. Depois de usar o lado B tem de o trocar.', 'Nunca devolve um ajudante que não usou.'],
      },
      {
        id: 'cards', heading: 'Os dez ajudantes',
        list: ['Mercador: diga uma matéria-prima; um ou dois adversários dão-lhe 1 cada, se a tiverem, e o jogador dá a cada um uma carta à escolha.', 'Mendigo: pague a argila ou a madeira de uma estrada com outra matéria-prima qualquer.', 'Presidente da câmara: depois de um lançamento de produção que não lhe dá nada, tire 1 matéria-prima à escolha.', 'Explorador: mude uma estrada sua de ponta para outro lugar permitido.', 'General: num 7 não descarta; com 7 cartas ou menos, tire antes 1 matéria-prima.', 'Arquiteto: pague 1 das matérias-primas de uma carta de desenvolvimento com outra qualquer e escolha a carta entre as 3 de cima.', 'Noiva do ladrão: mande o ladrão de volta ao deserto e tire 1 carta do tipo do hexágono de onde saiu.', 'Capitão: escolha uma matéria-prima e troque-a 2:1 com a reserva até ao fim do turno.', 'Padre: descarte um cavaleiro para construir uma aldeia por 1 madeira e 1 argila, ou uma cidade por 1 cereais e 2 minério.', 'Nobre: veja a mão de um jogador com mais pontos visíveis e tire a carta que escolher.'],
      },
    ],
  },
  harbormaster: {
    title: 'O Capitão do Porto',
    summary: 'Construa nos portos: o primeiro com 3 pontos de porto é o Capitão do Porto, que vale 2 pontos; ganha-se com 11.',
    sections: [
      {
        id: 'changes', heading: 'O que muda',
        paragraphs: ['O jogo base, para 3 ou 4 jogadores, jogado até mais um ponto: 11 (12 com Entre amigos).'],
        list: ['Pontos de porto: cada aldeia sua numa encruzilhada de um porto conta 1, cada cidade aí 2.', 'O primeiro jogador com 3 pontos de porto torna-se o Capitão do Porto: 2 pontos de vitória.', 'Outro jogador só fica com o título com mais pontos de porto do que quem o tem; um empate não chega.'],
      },
      {
        id: 'play', heading: 'Jogar pelos portos',
        paragraphs: ['As duas aldeias iniciais valem no máximo 2 pontos de porto: o título ganha-se durante o jogo. Uma cidade num porto soma mais 1. O título aparece na carta de quem o tem, como a Estrada Mais Longa, e cada carta mostra os seus pontos de porto.'],
      },
    ],
  },
  'cities-knights': {
    title: 'Cidades e Cavaleiros',
    summary: '3–6 jogadores: bens comerciais, melhorias de cidade e metrópoles, cavaleiros contra os bárbaros; ganha-se com 13 pontos.',
    sections: [
      {
        id: 'changes', heading: 'O que muda',
        paragraphs: ['O jogo base, jogado até 13 pontos. Não há cartas de desenvolvimento nem o Maior exército de Cavalaria. A segunda aldeia inicial é uma cidade; é ela que dá as matérias-primas iniciais.'],
        list: ['As cidades produzem bens comerciais: floresta 1 madeira e 1 papel, pasto 1 lã e 1 tecido, montanhas 1 minério e 1 moeda; colinas e campos dão 2 da sua matéria-prima.', 'Os bens comerciais contam com as matérias-primas quando sai um 7 e podem ser roubados. Pode ter 7 cartas, mais 2 por cada muralha.', 'Muralha: 2 barro, numa das suas cidades (no máximo 3).', 'Troque bens comerciais com o banco a 4:1, num porto 3:1 a 3:1, e a 2:1 com a Associação Comercial (nível 3 de comércio).'],
      },
      {
        id: 'dice', heading: 'Os dados',
        paragraphs: ['Lança o dado vermelho e o amarelo com o dado de eventos. O dado de eventos resolve-se primeiro: um navio faz avançar os bárbaros uma casa; um portão da cidade (amarelo comércio, azul política, verde ciência) dá uma carta de progresso a cada jogador com nível pelo menos 1 nessa área e no máximo uma unidade abaixo do dado vermelho.'],
      },
      {
        id: 'improvements', heading: 'Melhorias de cidade e metrópoles',
        paragraphs: ['Três áreas: comércio (tecido), política (moeda) e ciência (papel). O nível n custa n do seu bem comercial, um nível de cada vez, com pelo menos uma cidade no tabuleiro.'],
        list: ['O nível 3 dá uma vantagem: Associação Comercial (2 bens comerciais iguais por 1 carta à escolha), Fortaleza (promover Cavaleiros Fortes a Grão-cavaleiros), Aqueduto (um lançamento que não lhe dá nada dá-lhe 1 matéria-prima à escolha).', 'O primeiro a chegar ao nível 4 põe a metrópole dessa área numa das suas cidades (+2 pontos); o primeiro a chegar ao nível 5 fica com ela, e então não sai mais.'],
      },
      {
        id: 'barbarians', heading: 'Os bárbaros',
        paragraphs: ['Na 7.ª casa os bárbaros atacam com uma unidade de força por cada cidade no tabuleiro. A defesa é a soma de todos os cavaleiros activos. Se os bárbaros forem mais fortes, os jogadores com a defesa mais fraca perdem cada um uma cidade sem metrópole (passa a aldeia). Se os cavaleiros resistirem, o maior defensor, sozinho, recebe um Defensor de Catan (1 ponto). Depois o navio volta ao início e todos os cavaleiros ficam inactivos. O ladrão espera pelo primeiro ataque.'],
      },
    ],
  },
  dice: {
    title: 'Catan – Jogo de dados',
    summary: 'Seis dados de matérias-primas e uma folha sua: construa uma ilha em 15 turnos, ou corra até aos 10 pontos.',
    sections: [
      {
        id: 'turn', heading: 'Um turno',
        paragraphs: ['Lance os seis dados até três vezes: depois de cada lançamento guarde o que quiser e volte a lançar os outros (depois do segundo pode retomar dados guardados). Depois construa com o que os dados mostram; nada passa para o turno seguinte.'],
        list: ['Dois ouros valem uma matéria-prima à escolha.', 'Cada cavaleiro construído pode, uma vez no jogo, transformar um dado na matéria-prima desenhada por baixo dele (mesmo no turno em que o constrói).'],
      },
      {
        id: 'costs', heading: 'Custos de construção',
        list: ['Estrada: argila, madeira.', 'Aldeia: argila, madeira, lã, cereais.', 'Cidade: 3 minério, 2 cereais.', 'Cavaleiro: minério, lã, cereais.'],
        paragraphs: ['Uma estrada nova tem de tocar uma estrada construída; uma aldeia ou cidade precisa da estrada que lá chega.'],
      },
      {
        id: 'standard', heading: 'A folha normal (Ilha Um)',
        paragraphs: ['Sozinho ou 2–4 jogadores, 15 turnos. Aldeias, cidades e cavaleiros constroem-se pela ordem dos seus pontos. Em cada turno apontam-se os pontos construídos; um turno sem construir custa 2 pontos. Ganha o maior total ao fim de 15 turnos.'],
      },
      {
        id: 'plus', heading: 'A folha Plus (Ilha Dois)',
        paragraphs: ['2–4 jogadores; ganha o primeiro a 10 pontos de vitória. Constrói-se por qualquer ordem. Aldeia 1 ponto, cidade 2; o primeiro a 3 cavaleiros fica com o Maior Exército de Cavalaria e o primeiro a chegar à 5.ª estrada de uma linha com a Maior Estrada Comercial (2 pontos cada). O primeiro jogador lança 3 dados, o seguinte mais um, até seis. O par de cavaleiros do deserto, construídos os dois, dá uma troca de uma matéria-prima qualquer por outra.'],
      },
    ],
  },
};
