// English, the Harbormaster: the option, harbor points, the title on a player's card, its log lines.
export const harbormaster = {
  'expansion.harbormaster': 'Harbormaster',
  'expansion.harbormasterAbout': 'Harbor points for building at harbors; the first with 3 is Harbormaster (2 points). 3–4 players; played to 11 (12 with Friends).',
  'harbormaster.title': 'Harbormaster',
  'harbormaster.points': 'Harbor points: {n}',
  'harbormaster.pointsShort': 'Harbor {n}',
  'log.HarbormasterChanged': '{name} is now the Harbormaster ({n} harbor points).',
  'log.HarbormasterNone': 'Nobody is the Harbormaster.',
};
