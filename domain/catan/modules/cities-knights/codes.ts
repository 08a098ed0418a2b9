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
  // The knights' (knights/).
  'cities-knights/no-knight-here': 'Name an intersection where a knight of yours stands.',
  'cities-knights/no-knights-left': 'You have no knight of that strength left in your supply.',
  'cities-knights/top-strength': 'A mighty knight cannot be promoted further.',
  'cities-knights/promoted-this-turn': 'Each knight may be promoted once a turn.',
  'cities-knights/needs-fortress': 'A strong knight becomes mighty only with politics at level 3 (the fortress).',
  'cities-knights/knight-active': 'That knight is active already.',
  'cities-knights/knight-inactive': 'Only an active knight can act: activate it first (1 grain).',
  'cities-knights/activated-this-turn': 'A knight activated this turn cannot act until a later turn.',
  'cities-knights/no-route': 'Your knight cannot get there along your roads (other players’ pieces block the way).',
  'cities-knights/no-knight-to-displace': 'Name an intersection where an opponent’s knight stands.',
  'cities-knights/not-weaker': 'A knight displaces only a weaker knight.',
  'cities-knights/robber-asleep': 'The robber comes onto the board with the barbarians’ first attack.',
  'cities-knights/not-by-robber': 'A knight chases the robber from a corner of the robber’s hex.',
  'cities-knights/no-retreat': 'You have no displaced knight to move.',
  'cities-knights/retreat-spot': 'A displaced knight retreats to an empty intersection your roads reach from where it stood.',
  'cities-knights/retreat-pending': 'The table waits for a displaced knight to retreat.',
} as const;

declare module '../../base/rejections.ts' {
  interface ModuleRejections { 'cities-knights': typeof CITIES_KNIGHTS_REJECTIONS }
}
