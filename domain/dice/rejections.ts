// Typed rejections: a stable code and a human message. A rejected command changes nothing.

export const DICE_REJECTIONS = {
  'command/invalid': 'The command is malformed.',
  'command/missing-input': 'The server did not supply the dice this roll needs.',
  'game/not-created': 'There is no game yet.',
  'game/already-created': 'The game already exists.',
  'game/not-started': 'The game starts when every seat is taken.',
  'game/started': 'The game has already started.',
  'game/over': 'The game is over.',
  'dice/unsupported-players': 'The standard side is for 1 to 4 players, the Plus side for 2 to 4.',
  'dice/unsupported-options': 'Those game options are not offered.',
  'seat/unknown': 'There is no such seat at this table.',
  'seat/taken': 'That seat is already taken.',
  'seat/bot': 'A bot plays that seat.',
  'seat/away': 'A bot already plays that seat for its player.',
  'seat/present': 'That seat\'s player is at the table.',
  'dice/not-your-turn': 'It is not your turn.',
  'dice/must-roll-first': 'Roll the dice first.',
  'dice/no-rolls-left': 'You have rolled 3 times: the result stands.',
  'dice/stopped-rolling': 'You stopped rolling when you first traded, used a joker or built.',
  'dice/first-roll-all': 'The first roll of a turn rolls every die.',
  'dice/nothing-to-roll': 'Keep fewer dice: at least one die must be rolled.',
  'dice/not-enough-gold': 'You need 2 gold dice for 1 resource.',
  'dice/unknown-knight': 'There is no such knight on your sheet.',
  'dice/no-joker': 'A desert knight has no joker of its own: use the desert pair.',
  'dice/knight-not-built': 'Build that knight first.',
  'dice/knight-used': 'That knight\'s joker is already crossed out.',
  'dice/no-such-die': 'None of your unused dice shows that.',
  'dice/choose-resource': 'Name the resource for the question-mark knight.',
  'dice/wrong-resource': 'That knight only gives the resource under it.',
  'dice/same-resource': 'The die already shows that resource.',
  'dice/no-desert-pair': 'Build both knights of a desert pair first (Plus side).',
  'dice/desert-pair-used': 'Your desert pair\'s swap is already used.',
  'dice/unknown-structure': 'There is no such symbol on your sheet.',
  'dice/already-built': 'That is already built.',
  'dice/not-connected': 'Build the road leading there first.',
  'dice/out-of-order': 'Build these in ascending order of points.',
  'dice/cannot-afford': 'Your dice do not show what that costs.',
} as const;

export type DiceRejectionCode = keyof typeof DICE_REJECTIONS;

export interface DiceRejection {
  readonly code: DiceRejectionCode;
  readonly message: string;
}

export const reject = (code: DiceRejectionCode, detail?: string): DiceRejection => ({
  code,
  message: detail ? `${DICE_REJECTIONS[code]} ${detail}` : DICE_REJECTIONS[code],
});
