import { DECLARATION, KEYFRAMES, RULESET, type Element, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** A value's part: a word or number, or a function's whole call (`rgba(0, 0, 0, 0.2)`). */
const PART = '(?:[^;{}\\s()]|\\((?:[^;{}()]|\\([^;{}()]*\\))*\\))+';
const FOUR_VALUE = '(?:margin|padding|border-width|border-style|-color)\\s*:';

/**
 * Every text cssjanus may change in a rule: physical sides, `direction`, cursors, `translate`,
 * urls, comments (`@noflip`), backgrounds, shadows that do not start at zero, radii of two values
 * or more, and the four-value shorthands (margin, padding, border width, style and colours). Not
 * `rtl` alone: every class name of the right-to-left cache has it (`mui-rtl-…`). A superset of its
 * rules: tests/unit/rtl-plugin.test.ts generates rules and checks that cssjanus leaves unchanged
 * every one this does not match.
 */
const MAY_FLIP = new RegExp(
  [
    'left|right|resize|translate|url\\(|/\\*|text-shadow|direction\\s*:',
    // cssjanus leaves a zero alone: MUI's shadows all start at x = 0.
    'box-shadow\\s*:\\s*(?:inset\\s*)?(?!(?:-?0(?:\\.0+)?(?:[a-z]+|%)?|none)[\\s;}])',
    'background(?:-position)?(?:-x)?\\s*:',
    `radius\\s*:\\s*${PART}\\s+${PART}`,
    `${FOUR_VALUE}\\s*(?:${PART}\\s+){3}${PART}`,
    // Parentheses deeper than PART reads (cssjanus's calc() takes any depth).
    `${FOUR_VALUE}[^;{}]*\\([^;{})]*\\(`,
  ].join('|'),
  'i',
);

const mayFlip = (css: string) => MAY_FLIP.test(css);

const isDeclaration = (child: Element) => child.type === DECLARATION;

const isPlainRule = (element: Element) =>
  element.type === RULESET && Array.isArray(element.children) && element.children.every(isDeclaration);

/** A rule's text as stylis-plugin-rtl hands it to cssjanus, for a rule of declarations only. */
const ruleText = (element: Element) => {
  const children = element.children as Element[];
  const selector = Array.isArray(element.props) ? element.props.join(',') : element.props;
  return `${selector}{${children.map((c) => c.return || c.value).join('')}}`;
};

/** The text of @keyframes whose steps are rules of declarations only, or null. */
const keyframesText = (element: Element) => {
  const steps = element.children;
  if (!Array.isArray(steps) || !steps.every(isPlainRule)) return null;
  return `${element.value}{${steps.map(ruleText).join('')}}`;
};

const nothingToFlip = (element: Element) => {
  if (isPlainRule(element)) return !mayFlip(ruleText(element));
  if (element.type !== KEYFRAMES) return false;
  const text = keyframesText(element);
  return text !== null && !mayFlip(text);
};

/**
 * stylis-plugin-rtl for only the rules it would change. The plugin serializes every rule, runs it
 * through cssjanus's twenty-odd regular expressions and parses it again; most of MUI's rules (colours,
 * sizes, transitions) have nothing to flip, and that work was a tenth of the first list's load in
 * Arabic. @keyframes too (MUI's inputs and ripples have some): the first of them to reach cssjanus
 * costs it tens of milliseconds, once, while React takes over a prerendered page. Other rules and
 * @supports go through the plugin as before.
 */
export const rtlWhereNeeded: Middleware = (element, index, children, callback) => {
  if (nothingToFlip(element)) return;
  return rtlPlugin(element, index, children, callback);
};
