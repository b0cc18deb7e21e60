import path from 'node:path';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { RuleSetRule } from 'webpack';

// Bootstrap's stylesheet, cut down to the rules the app can use: most of Bootstrap (carousel,
// offcanvas, most utilities) is never used. Cut twice (bootstrapCssRule below): what /login shows,
// in every first load, and the whole app's, which comes with the signed-in frame.
//
// What is kept: every class, element and attribute named in the app's sources (`d-flex`,
// `text-end`, `visually-hidden`, …) and the names below. A react-bootstrap component used later may
// need its names below; `npm run screens -- --pages all --compare <earlier run>` compares the
// screens before and after a change and lists the classes on screen that lost their rules.
// Development builds ship the whole stylesheet: the cut runs once per build, and a class added
// while the dev server runs would have no rule until it restarts.

const sources = [
  'src/client/**/*.{ts,tsx,html}',
  // Column catalogue, colours of values and warnings.
  'src/shared/**/*.ts',
];

const colour = '(primary|secondary|success|danger|warning|info|light|dark)';
const family = (pattern: string) => new RegExp(`^(${pattern})$`);

/**
 * Class names react-bootstrap composes at run time from a prefix and a prop (`btn-` + variant,
 * `col-lg-` + span, `bs-tooltip-` + placement, `fade`/`show` of a transition), which no source
 * names whole; and the elements Bootstrap's reboot styles, which the libraries render too.
 */
const runtimeNames = [
  family(`btn(-(outline-)?(${colour}|link))?|btn-(sm|lg|close|close-white)`),
  family(`alert(-(${colour}|dismissible|heading|link))?|badge|(bg|text-bg)-${colour}`),
  family(`text-(${colour}|muted|body|body-secondary|white|black|reset)`),
  family('tooltip(-arrow|-inner)?|bs-tooltip-(top|bottom|start|end|auto)|toast(-container|-header|-body)?'),
  family('modal(-(backdrop|dialog|content|header|title|body|footer|sm|lg|xl|dialog-centered|dialog-scrollable))?'),
  family('spinner-(border|grow)(-sm)?|progress(-stacked|-bar(-striped|-animated)?)?'),
  family('pagination(-sm|-lg)?|page-(item|link)|nav(-item|-link|-tabs)?|tab-(content|pane)'),
  family('navbar(-(expand(-lg)?|brand|nav|toggler|toggler-icon|collapse|text|dark|light))?'),
  family('dropdown(-(toggle|menu|menu-end|menu-start|item|item-text|divider|header))?|dropup|dropend|dropstart'),
  family('form-(control|select|check|label|text|switch)(-[a-z]+)*|(in)?valid-(feedback|tooltip)|is-(in)?valid'),
  family('was-validated|row|col(-(sm|md|lg|xl|xxl))?(-([0-9]+|auto))?|g-[0-5]|container(-fluid)?'),
  family('card(-(body|header|footer|title|subtitle|text|link))?'),
  family('table(-(striped|hover|bordered|borderless|sm|responsive|active))?'),
  family('fade|show|collapse|collapsing|collapsed|active|disabled'),
  family('html|body|h[1-6]|p|hr|abbr|address|ol|ul|li|dl|dt|dd|blockquote|b|strong|small|sub|sup|mark|a|pre|code'),
  family('kbd|samp|figure|figcaption|img|svg|table|caption|thead|tbody|tfoot|tr|th|td|label|button|input'),
  family('optgroup|select|textarea|fieldset|legend|output|iframe|summary|progress|span|div|form'),
];

/**
 * What /login shows before anyone signs in (the login form, the banner, the spinners of a page or
 * the frame that is still loading, the notice of a page that failed): the first cut, in every first load. The whole cut comes with
 * the signed-in frame and the token dialog (`theme/bootstrapStyles.ts`). Both cuts keep Bootstrap's
 * order, and the whole one is inserted after the first and before the app's own stylesheet, so
 * every rule of the first comes again later in the whole one and the cascade is that of the whole
 * cut alone: a page looks the same whichever page loaded first.
 */
const firstSources = [
  'src/client/index.html',
  'src/client/{main,App,routes}.tsx',
  'src/client/theme/*.ts',
  'src/client/components/layout/{AppLayout,EnvironmentBanner,PageErrorBoundary}.tsx',
  'src/client/features/session/LoginPage.tsx',
];

/** Of the families above, those the first cut's sources compose at run time (Button, Spinner). */
const firstRuntimeNames = [
  family('btn|btn-primary|spinner-border|fade|show|disabled|active|form-(control|label)'),
  ...runtimeNames.slice(-3),
];

/** `import 'bootstrap/dist/css/bootstrap.min.css?first'` is the first cut, without it the whole one. */
export const firstCutQuery = /[?&]first\b/;

function bootstrapCut(
  root: string,
  extractLoader: string,
  production: boolean,
  content: string[],
  standard: RegExp[],
): RuleSetRule['use'] {
  return [
    extractLoader,
    'css-loader',
    production && {
      loader: 'postcss-loader',
      options: {
        postcssOptions: {
          plugins: [
            purgeCSSPlugin({
              content: content.map((glob) => path.join(root, glob)),
              // Attribute rules of the families (say `.dropdown-menu[data-bs-popper]`, and
              // `.dropdown-menu-end[data-bs-popper]`, which holds the user menu inside the window)
              // stay whole. The colour modes' `[data-bs-theme=dark]` rules stay because the app's
              // sources name that attribute and value (src/client/theme/colorScheme.ts).
              safelist: { standard, greedy: [/^dropdown-menu(-end|-start)?$/, /^bs-tooltip/] },
            }),
          ],
        },
      },
    },
  ].filter(Boolean) as RuleSetRule['use'];
}

export function bootstrapCssRule(root: string, extractLoader: string, production: boolean): RuleSetRule {
  return {
    test: /\.css$/,
    include: path.join(path.dirname(require.resolve('bootstrap/package.json')), 'dist/css'),
    oneOf: [
      {
        resourceQuery: firstCutQuery,
        use: bootstrapCut(root, extractLoader, production, firstSources, firstRuntimeNames),
      },
      { use: bootstrapCut(root, extractLoader, production, sources, runtimeNames) },
    ],
  };
}
