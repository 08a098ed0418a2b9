// English: Cities & Knights in the review room's statistics.
export const ckReview = {
  'ckStats.title': 'Cities & Knights statistics',
  'ckStats.lostCol': 'Taken',
  'ckStats.improvements': 'Improvements',
  'ckStats.cards': 'Progress cards',
  'ckStats.attacks': 'Barbarian attacks',
  'ckStats.noAttack': 'No attack yet.',
  'ckStats.turn': 'Turn {n}',
  'ckStats.attack': 'barbarians {strength} against knights {defence}:',
  'ckStats.defender': 'held; {name} is a Defender of Catan.',
  'ckStats.tied': 'held; {names} tied and each drew a progress card.',
  'ckStats.heldNone': 'held.',
  'ckStats.lost': 'lost; a city pillaged for {names}.',
  'ckStats.lostNone': 'lost; nobody had a city to lose.',
} as const;
