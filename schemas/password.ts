/**
 * The password policy (decisions.md D6), one module for both ends: the dashboard shows these
 * messages under the input as the vendor types, and the API refuses with the same ones. It returns
 * catalogue keys (`password.*` in src/i18n), never text, so each end speaks the reader's language.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Longer is refused (never truncated: scrypt hashes the whole string), and before any hashing. */
export const PASSWORD_MAX_LENGTH = 128;
/** The spec's special characters: one of them is required. */
export const PASSWORD_SPECIALS = '#$%^&*';

export type PasswordProblem =
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.upperAndNumber'
  | 'password.special'
  | 'password.common';

/**
 * Words people build passwords from. A password whose letters, once its leading and trailing
 * digits and symbols are cut, spell one of these is refused even when it passes the rules
 * (`Password1#`, `P@ssw0rd#1`, `Cairo#2026`): they are the first guesses of any attacker.
 */
const COMMON_WORDS = new Set(
  `
  password passwort passwd pass pwd secret login admin administrator root user guest test tester
  demo default changeme letmein welcome hello iloveyou love lovely trustno whatever freedom
  master monkey dragon shadow sunshine princess superman batman football baseball soccer starwars
  pokemon computer internet summer winter spring autumn qwerty qwertyuiop qwer asdf asdfgh
  asdfghjkl zxcvbn zxcvbnm qazwsx qwaszx abc abcd abcde abcdef abcdefg abcdefgh egypt misr masr
  cairo alexandria giza habibi allah mohamed mohammed muhammad ahmed mahmoud mawrid vendor
  company market marketplace january february march april may june july august september october
  november december
  `
    .trim()
    .split(/\s+/),
);

/** Whole passwords from breach lists that fit the rules; most are caught by the words above too. */
const COMMON_PASSWORDS = new Set(
  `
  p@ssw0rd# p@$$w0rd1 passw0rd#1 pa$$word1 1qaz#wsx 1qaz@wsx# zaq1#wsx q1w2e3r4# qwer1234#
  abcd1234# aa123456# a1234567# abc123$%^ 123qwe#asd
  `
    .trim()
    .split(/\s+/),
);

const LEET = new Map(Object.entries({ '@': 'a', '4': 'a', '0': 'o', '1': 'i', '3': 'e', $: 's', '5': 's' }));

const lettersOf = (text: string) => text.replace(/[^\p{L}]/gu, '');

/** The words a password may be hiding: its letters as typed, and again with `@ → a`, `0 → o`… */
const baseWords = (password: string) => {
  const core = password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [lettersOf(core), lettersOf([...core].map((c) => LEET.get(c) ?? c).join(''))];
};

export const isCommonPassword = (password: string): boolean => {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return true;
  return baseWords(password).some(
    // One letter, repeated or not (`Aaaa1234#`, `A1234567#`), hides no word: it is a digit run.
    (word) => COMMON_WORDS.has(word) || new Set(word).size <= 1,
  );
};

/** The first rule the password breaks, or null when it is acceptable. */
export const passwordProblem = (password: string): PasswordProblem | null => {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  if (!/\p{Lu}/u.test(password) || !/\p{Nd}/u.test(password)) return 'password.upperAndNumber';
  if (![...PASSWORD_SPECIALS].some((c) => password.includes(c))) return 'password.special';
  if (isCommonPassword(password)) return 'password.common';
  return null;
};

/** The confirmation must repeat the password exactly ("Passwords do not match."). */
export const confirmationProblem = (password: unknown, confirmation: unknown) => {
  // An empty confirmation asks for itself, even when the password is empty too.
  if (confirmation === '' || confirmation == null) return 'password.confirmRequired' as const;
  return password === confirmation ? null : ('password.mismatch' as const);
};

/** A password input in a schema: the length bounds here, the rest of the policy in passwordProblem. */
export const passwordInput = <L extends { en: string; ar: string }>(label: L) =>
  ({ type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH, 'x-label': label }) as const;

/** The confirmation of a new password: left empty, it asks to be typed again. */
export const confirmationInput = {
  ...passwordInput({ en: 'Confirm password', ar: 'تأكيد كلمة المرور' }),
  'x-messages': { required: 'password.confirmRequired' },
} as const;
