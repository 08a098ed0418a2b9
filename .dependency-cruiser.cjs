/* global module */
// The import layers of Hexfold, checked by `npm test` (tests/layers/layers.test.ts runs this
// configuration over the tree). Each rule says why it exists; docs/architecture.md, "Layers",
// draws the picture. A violation names the rule and the offending import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A cycle makes load order matter (a value read before its module ran) and makes the '
        + 'parts impossible to understand, test or move one at a time. Type-only imports count too: '
        + 'they are the same coupling, only erased.',
      severity: 'error',
      from: { path: '^(domain|functions|web/src|infra|tests/support)/' },
      to: { circular: true },
    },
    {
      name: 'domain-self-contained',
      comment: 'domain/ is the rules, pure and shared by the server and the browser: it imports '
        + 'nothing outside itself, neither packages nor node built-ins (it runs in the browser).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'shared-below-games',
      comment: 'domain/shared/ holds the primitives every game uses (random, rejections, seats): '
        + 'it depends on no game and on no platform code.',
      severity: 'error',
      from: { path: '^domain/shared/' },
      to: { path: '^domain/', pathNot: '^domain/shared/' },
    },
    {
      name: 'games-apart',
      comment: 'A game kind (domain/catan, domain/dice) never imports another: each is a product of '
        + 'its own that the platform hosts. Shared code goes to domain/shared; a kind adapter may '
        + 'name the platform interface it implements (domain/platform/kind.ts), nothing else.',
      severity: 'error',
      from: { path: '^domain/(catan|dice)/' },
      to: { path: '^domain/', pathNot: ['^domain/$1/', '^domain/shared/', '^domain/platform/kind[.]ts$'] },
    },
    {
      name: 'base-imports-no-module',
      comment: 'A game\'s base rules expose hooks and an open registry; a rule module plugs in from '
        + 'above. The base never imports its modules, bots, analysis or composition root, so a new '
        + 'module never edits the base.',
      severity: 'error',
      from: { path: '^domain/([^/]+)/base/' },
      to: { path: '^domain/$1/', pathNot: '^domain/$1/base/' },
    },
    {
      name: 'module-imports-no-module',
      comment: 'One rule module never imports another: modules meet only through the base\'s hooks '
        + '(a module that needs to know of another\'s phase asks a hook, e.g. buildOnly), so any '
        + 'subset of them composes.',
      severity: 'error',
      from: { path: '^domain/([^/]+)/modules/([^/]+)/' },
      to: { path: '^domain/$1/modules/', pathNot: '^domain/$1/modules/$2/' },
    },
    {
      name: 'bots-import-no-module',
      comment: 'A game\'s bots play the base game and reach the modules only through the registry\'s '
        + 'bot hooks (each module carries its own bot hints).',
      severity: 'error',
      from: { path: '^domain/([^/]+)/bots/' },
      to: { path: '^domain/$1/(modules|index[.]ts|kind[.]ts|turn-part[.]ts)' },
    },
    {
      name: 'functions-not-web-or-infra',
      comment: 'The handlers run in Lambda and in the local stack: they never load the site or the '
        + 'CDK app.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(web|infra)/' },
    },
    {
      name: 'web-only-protocol-from-functions',
      comment: 'The browser shares with the server the rules (domain/) and the protocol\'s schemas; '
        + 'any other server code in the bundle would be dead weight or a leak.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^functions/', pathNot: '^functions/protocol/' },
    },
    {
      name: 'web-games-apart',
      comment: 'The site\'s pages of one game (web/src/kinds/catan, web/src/kinds/dice) never import '
        + 'another game\'s: what both use belongs to the shared shell (game/, replay/, lobby/, state/, '
        + 'i18n/), as the domain keeps its games apart.',
      severity: 'error',
      from: { path: '^web/src/kinds/([^/]+)/' },
      to: { path: '^web/src/kinds/', pathNot: '^web/src/kinds/$1/' },
    },
    {
      name: 'infra-bundles-handlers-by-path',
      comment: 'The CDK app names the Lambda entry files by path for esbuild; importing handler code '
        + 'would run it at synth time and tie the stack to its internals.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^(functions|web|domain)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk[.]out)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
