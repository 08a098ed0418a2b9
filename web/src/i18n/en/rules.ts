// English, How to play: the base game, the 5–6 player extension (both turn rules), Friends,
// Helpers, the Harbormaster, Cities & Knights and the Catan Dice Game, written from the rulebooks (the books win over any digest).
import type { RulesBook } from '../rules-types.ts';

export const rules: RulesBook = {
  base: {
    title: 'Catan: the base game',
    summary: '3–4 players settle an island of 19 hexes; the first to 10 victory points wins.',
    sections: [
      {
        id: 'goal', heading: 'The goal',
        paragraphs: ['Build roads, settlements and cities, and be the first with 10 victory points in your own turn.'],
        list: ['Settlement: 1 point.', 'City: 2 points.', 'Longest Road: 2 points — the first unbroken road of at least 5 pieces; it passes to a strictly longer road.', 'Largest Army: 2 points — the first to play 3 knights; it passes to a player with strictly more.', 'Victory point card: 1 point, kept hidden until it makes you win.'],
      },
      {
        id: 'setup', heading: 'Set-up',
        paragraphs: [
          'The island is 19 land hexes: forest (lumber), pasture (wool), fields (grain), hills (brick), mountains (ore) and one desert, which produces nothing. A number token lies on every hex but the desert; 6 and 8, in red, come up most often. The robber starts on the desert.',
          'Beginner board: the map and starting pieces of the book. Variable board: the hexes, numbers and harbors are shuffled, and everyone places in two rounds — first in turn order a settlement and a road touching it, then in reverse order a second settlement and road. The second settlement pays 1 card of each hex around it. The last to place is the first to roll.',
          'Distance rule: a settlement never stands next to another one — the three neighbouring corners must be empty, whoever owns them.',
        ],
      },
      {
        id: 'turn', heading: 'A turn',
        parts: [
          { heading: '1. Roll for production', paragraphs: ['Roll both dice. Every hex with that number pays each settlement on its corners 1 card and each city 2 cards — to every player, not only you. The hex with the robber pays nothing.'] },
          { heading: '2. Trade', paragraphs: ['Trade cards with the other players (only with the player whose turn it is), or with the bank: 4 of one kind for 1 of your choice, 3 for 1 at a generic harbor you have built on, 2 for 1 of the harbor’s kind at a special harbor.'] },
          { heading: '3. Build', paragraphs: ['Pay for roads, settlements, cities and development cards, as many as you can afford. A road must touch your own road, settlement or city; a settlement must stand on your road and keep the distance rule; a city replaces one of your settlements. Then end your turn.'] },
        ],
      },
      {
        id: 'costs', heading: 'Building costs',
        list: ['Road: 1 brick, 1 lumber.', 'Settlement: 1 brick, 1 lumber, 1 wool, 1 grain.', 'City: 3 ore, 2 grain.', 'Development card: 1 ore, 1 wool, 1 grain.'],
        paragraphs: ['Each player has 15 roads, 5 settlements and 4 cities.'],
      },
      {
        id: 'robber', heading: 'A 7 and the robber',
        paragraphs: [
          'A roll of 7 produces nothing. Everyone holding more than 7 cards discards half of them, rounded down. Then the player who rolled moves the robber to another hex and may steal 1 random card from a player with a settlement or city next to it.',
          'The robber’s hex produces nothing while it stays there.',
        ],
      },
      {
        id: 'development', heading: 'Development cards',
        paragraphs: ['Buy them in your turn; you may play one per turn, at any time of your turn — before the roll too — but not in the turn you bought it.'],
        list: ['Knight: move the robber and steal, as on a 7. Played knights count for the Largest Army.', 'Road Building: build 2 roads free.', 'Year of Plenty: take 2 cards of your choice from the bank.', 'Monopoly: name a resource; every other player gives you all of theirs.', 'Victory point: 1 point, hidden; reveal it when it makes you win.'],
      },
      {
        id: 'winning', heading: 'Winning',
        paragraphs: ['The game ends as soon as a player has 10 victory points in their own turn: that player wins.'],
      },
    ],
  },
  'five-six': {
    title: 'Catan for 5–6 players',
    summary: 'A larger island of 30 hexes, two more colours, and building between turns.',
    sections: [
      {
        id: 'changes', heading: 'What changes',
        list: ['The island has 30 hexes (two deserts) and 11 harbors; 28 number tokens.', 'The bank has 24 cards of each resource and 34 development cards (20 knights).', 'Green and brown join the colours. Set-up, costs, the robber and 10 points to win are as in the base game.', 'So that nobody waits too long between turns, the game uses one of two turn rules, chosen when the game is created.'],
      },
      {
        id: 'special-building', heading: 'Turn rule: the special building phase',
        paragraphs: ['After the player whose turn it is has finished, each other player in turn order may build: roads, settlements and cities, and buy development cards. Then the dice pass on.'],
        list: ['No trading of any kind in this phase, and no development cards played.', 'Nobody wins in it: you win only in your own turn.', 'Friends: favors cannot be used in it; tokens earned there are usable from your next turn. Helpers cannot be used in it.'],
      },
      {
        id: 'paired', heading: 'Turn rule: paired players',
        paragraphs: ['Two players share each turn. Player 1 rolls and takes an ordinary turn. Then Player 2 — the player three seats to Player 1’s left — takes a part of the turn: building and trading with the bank and harbors, but not with other players, and without rolling.'],
        list: ['Player 2 may play one development card in their part (not a knight before a roll, since they do not roll), and may win in it.', 'Favors and helpers may be used in Player 2’s part too.', 'Next turn, both roles move one seat on.'],
      },
    ],
  },
  friends: {
    title: 'Friends (Catan Friends)',
    summary: 'Be generous and earn favor tokens, spent at five guilds; 11 points to win.',
    sections: [
      {
        id: 'changes', heading: 'What changes',
        paragraphs: ['Generosity earns favor tokens, drawn face down from a supply. Tokens are spent at five guilds for favors. You need 11 victory points to win.'],
      },
      {
        id: 'earning', heading: 'Earning favor tokens',
        list: ['Move the robber (on a 7 or with a knight) so that it harms nobody — to a hex with no buildings next to it, or to the desert without stealing: 1 token.', 'In your turn give 1 resource card to a player whose visible points are no more than yours; if they accept, 1 token. One gift a turn.', 'Build a road that joins your pieces to another player’s for the first time: you draw 3 tokens and they draw 1. Joins made in set-up earn nothing.'],
      },
      {
        id: 'guilds', heading: 'The guilds',
        paragraphs: ['Once per turn, use one favor — or exchange one token: draw 1, then put back any 1 of yours. Never with a token gained this turn; tokens are never given or traded.'],
        list: ['Merchants (1 token): up to twice this turn, swap 1 of your cards 1:1 for any card from the bank.', 'Traders (1 token): take any 1 resource from the bank.', 'Pavers (1 token): build 1 road free.', 'Scholars (2 tokens): take 1 development card free.', 'Architects (2 tokens): take a Catan chip — 1 victory point, always visible.'],
      },
    ],
  },
  helpers: {
    title: 'Helpers (Helpers of Catan)',
    summary: 'Every player always holds one helper card with an ability.',
    sections: [
      {
        id: 'changes', heading: 'What changes',
        paragraphs: ['When you place your second settlement in set-up, you take the top helper, side A up. The rest are laid out as a display.'],
        list: ['Use your helper at most once a turn, never in the turn you received it.', 'After using it on side A, either turn it to side B and keep it, or return it and take another from the display. After using side B you must exchange it.', 'You never return a helper you have not used.'],
      },
      {
        id: 'cards', heading: 'The ten helpers',
        list: ['Merchant: name a resource; one or two opponents each give you 1 if they have it, and you give each a card of your choice back.', 'Mendicant: pay a road’s brick or lumber with any other resource.', 'Mayor: after a production roll that gives you nothing, take 1 resource of your choice.', 'Explorer: move one of your end roads to another legal place.', 'General: on a 7, you do not discard; with 7 cards or fewer, take 1 resource instead.', 'Architect: pay 1 of a development card’s resources with any other, and choose your card from the top 3.', 'Robber Bride: send the robber back to the desert and take 1 card of the kind of the hex it left.', 'Captain: choose a resource and trade it 2:1 with the bank for the rest of your turn.', 'Priest: discard a knight to build a settlement for 1 lumber and 1 brick, or a city for 1 grain and 2 ore.', 'Noblewoman: look at the hand of a player with more visible points and take the card you choose.'],
      },
    ],
  },
  harbormaster: {
    title: 'Harbormaster',
    summary: 'Build at the harbors: the first with 3 harbor points is Harbormaster, worth 2 points; 11 points to win.',
    sections: [
      {
        id: 'changes', heading: 'What changes',
        paragraphs: ['The base game, for 3 or 4 players, played to one point more: 11 (12 together with Friends).'],
        list: ['Harbor points: each of your settlements on a harbor’s intersection counts 1, each city there 2.', 'The first player with 3 harbor points becomes Harbormaster: 2 victory points.', 'Another player takes the title only with more harbor points than its holder; a tie is not enough.'],
      },
      {
        id: 'play', heading: 'Playing for the harbors',
        paragraphs: ['Two set-up settlements make at most 2 harbor points: the title is won in play. A city on a harbor adds 1 more. The title shows on its holder’s card like Longest Road, and every card shows its harbor points.'],
      },
    ],
  },
  'cities-knights': {
    title: 'Cities & Knights',
    summary: '3–6 players: commodities, city improvements and metropolises, knights against the barbarians; 13 points to win.',
    sections: [
      {
        id: 'changes', heading: 'What changes',
        paragraphs: ['The base game, played to 13 points. There are no development cards and no Largest Army. Your second set-up settlement is a city; it gives your start resources.'],
        list: ['Cities make commodities: forest 1 lumber and 1 paper, pasture 1 wool and 1 cloth, mountains 1 ore and 1 coin; hills and fields give 2 of their resource.', 'Commodities count with your resources on a 7 and can be stolen. You may hold 7 cards, plus 2 for each city wall.', 'City wall: 2 brick, under one of your cities (at most 3).', 'Trade commodities with the bank at 4:1, at a 3:1 harbor 3:1, and 2:1 with the Trading House (trade level 3).'],
      },
      {
        id: 'dice', heading: 'The dice',
        paragraphs: ['You roll the red and the yellow production dice with the event die. The event die is resolved first: a ship moves the barbarians one step; a city gate (yellow trade, blue politics, green science) gives a progress card to every player whose level on that track is at least 1 and at most one below the red die.'],
      },
      {
        id: 'improvements', heading: 'City improvements and metropolises',
        paragraphs: ['Three tracks: trade (cloth), politics (coin) and science (paper). Level n costs n of its commodity, one level at a time, with at least one city on the board.'],
        list: ['Level 3 gives an ability: Trading House (2 identical commodities for 1 card of your choice), Fortress (promote strong knights to mighty), Aqueduct (a roll that gives you nothing gives you 1 resource of your choice).', 'The first to reach level 4 places the track’s metropolis on one of their cities (+2 points); the first to level 5 takes it, and then it stays.'],
      },
      {
        id: 'barbarians', heading: 'The barbarians',
        paragraphs: ['On the 7th step the barbarians attack with one strength per city on the board. The defence is the sum of all active knights. If the barbarians are stronger, the players with the weakest defence each lose a city without a metropolis (it becomes a settlement). If the knights hold, the strongest defender alone becomes a Defender of Catan (1 point). Then the ship goes home and every knight lies down. The robber waits until the first attack.'],
      },
    ],
  },
  dice: {
    title: 'The Catan Dice Game',
    summary: 'Six resource dice and a sheet of your own: build an island in 15 turns, or race to 10 points.',
    sections: [
      {
        id: 'turn', heading: 'A turn',
        paragraphs: ['Roll the six dice up to three times: after each roll keep what you like and roll the rest (after the second roll you may take back dice you kept). Then build with what the dice show; nothing carries over to the next turn.'],
        list: ['Two gold make one resource of your choice.', 'Each knight you have built may, once in the game, turn one die into the resource shown under it (even the turn you build it).'],
      },
      {
        id: 'costs', heading: 'Building costs',
        list: ['Road: brick, lumber.', 'Settlement: brick, lumber, wool, grain.', 'City: 3 ore, 2 grain.', 'Knight: ore, wool, grain.'],
        paragraphs: ['A new road must touch a built road; a settlement or city needs the road leading to it.'],
      },
      {
        id: 'standard', heading: 'The standard sheet (Island One)',
        paragraphs: ['Solo or 2–4 players, 15 turns. Settlements, cities and knights are built in the order of their points. Each turn, write down the points built; a turn with no build costs 2 points. The highest total after 15 turns wins.'],
      },
      {
        id: 'plus', heading: 'The Plus sheet (Island Two)',
        paragraphs: ['2–4 players; the first to 10 victory points wins. Build in any order. Settlement 1 point, city 2; the first to 3 knights takes the Largest Army, the first to the 5th road of a line the Longest Road (2 points each). The first player rolls 3 dice, the next one die more, up to six. The pair of knights in a desert, both built, gives one swap of any resource for any other.'],
      },
    ],
  },
};
