// English, leaving a game and the vote to hand a stalled player's seat to a bot.
export const seats = {
  'leave.button': 'Leave game',
  'leave.title': 'Leave the game?',
  'leave.detail': 'A bot will play your seat for the rest of the game. You can come back to it while the game lasts.',
  'leave.confirm': 'Leave the game',
  'leave.stay': 'Stay',
  'leave.leaving': 'Leaving…',
  'left.banner': 'You left this game.',
  'left.detail': 'A bot plays your seat. You can take it back while the game lasts.',
  'left.back': 'Take my seat back',
  'vote.stalled': '{name} has not moved for a while.',
  'vote.detail': 'The others may vote to let a bot play for {name} until they come back.',
  'vote.button': 'Vote: a bot plays for {name}',
  'vote.voted': 'You voted.',
  'vote.tally': 'Votes: {n} of {needed}',
};
