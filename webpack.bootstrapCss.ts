import path from 'node:path';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { RuleSetRule } from 'webpack';

// Bootstrap's stylesheet, cut down to the rules the app can use: the first load of every page
// carries it, and most of Bootstrap (carousel, offcanvas, most utilities) is never used.
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

export function bootstrapCssRule(root: string, extractLoader: string, production: boolean): RuleSetRule {
  return {
    test: /\.css$/,
    include: path.join(path.dirname(require.resolve('bootstrap/package.json')), 'dist/css'),
    use: [
      extractLoader,
      'css-loader',
      production && {
        loader: 'postcss-loader',
        options: {
          postcssOptions: {
            plugins: [
              purgeCSSPlugin({
                content: sources.map((glob) => path.join(root, glob)),
                // Attribute rules of the families (say `.dropdown-menu[data-bs-popper]`, and
                // `.dropdown-menu-end[data-bs-popper]`, which holds the user menu inside the window)
                // stay whole. The colour modes' `[data-bs-theme=dark]` rules stay because the app's
                // sources name that attribute and value (src/client/theme/colorScheme.ts).
                safelist: {
                  standard: runtimeNames,
                  greedy: [/^dropdown-menu(-end|-start)?$/, /^bs-tooltip/],
                },
              }),
            ],
          },
        },
      },
    ].filter(Boolean),
  };
}
