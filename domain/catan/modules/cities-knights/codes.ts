// Cities & Knights' rejection codes (declared to the base game below; the descriptor installs the messages).
export const CITIES_KNIGHTS_REJECTIONS = {
  'cities-knights/no-development-cards': 'Cities & Knights has no development cards: progress cards take their place.',
  'cities-knights/unknown-track': 'Name a track of city improvements: trade, politics or science.',
  'cities-knights/top-level': 'That track is at its top level already.',
  'cities-knights/needs-city': 'City improvements need a city of your own on the board.',
  'cities-knights/insufficient-commodities': 'You do not have those commodities.',
  'cities-knights/metropolis-city': 'Name one of your cities without a metropolis for the metropolis.',
  'cities-knights/no-city-for-metropolis': 'That level takes a metropolis, and you have no city without one to carry it.',
  'cities-knights/no-wall-here': 'A wall goes under one of your cities that has none.',
  'cities-knights/no-walls-left': 'You have built your three walls.',
  'cities-knights/not-losing': 'You have no city to lose to the barbarians now.',
  'cities-knights/not-this-city': 'Choose one of your cities without a metropolis.',
  'cities-knights/choices-pending': 'The barbarians’ attack waits for the cities to be chosen.',
  'cities-knights/no-aqueduct-pick': 'The aqueduct owes you nothing.',
  'cities-knights/aqueduct-pending': 'The aqueduct’s resource must be picked first.',
  'cities-knights/bad-exchange': 'Give a resource or commodity and name another to receive.',
  'cities-knights/no-such-progress-card': 'You hold no such progress card.',
  'cities-knights/alchemist-before-roll': 'The Alchemist is played before the roll, and only then.',
  'cities-knights/card-not-ready': 'That progress card cannot be played yet.',
  'cities-knights/merchant-not-here': 'The merchant goes on a hex with a resource beside one of your buildings.',
  'cities-knights/name-a-card': 'Name a card the progress card allows: a resource, or a commodity.',
  'cities-knights/no-deck-choice': 'No progress card of your choice is owed to you now.',
  'cities-knights/deck-empty': 'That deck of progress cards is empty.',
  'cities-knights/no-progress-discard': 'You hold no more than 4 progress cards: nothing to discard.',
  'cities-knights/progress-choice-pending': 'A progress card of a defender’s choice is drawn first.',
  'cities-knights/progress-discard-pending': 'A player over the limit of 4 progress cards discards first.',
  'cities-knights/inventor-tokens': 'Name two hexes whose tokens may move: neither a 2, 6, 8 or 12.',
  'cities-knights/spy-victim': 'Name another player for the Spy.',
  'cities-knights/not-spying': 'You have no Spy’s pick to make.',
  'cities-knights/spy-pending': 'The Spy takes a card first.',
  'cities-knights/nothing-owed': 'No card is asked of you now.',
  'cities-knights/cards-owed-pending': 'The cards a Saboteur or a Wedding asks for are given up first.',
  'cities-knights/progress-hand-full': 'You hold more than 4 progress cards: play or discard down to 4 before ending your turn.',
} as const;

declare module '../../base/rejections.ts' {
  interface ModuleRejections { 'cities-knights': typeof CITIES_KNIGHTS_REJECTIONS }
}
