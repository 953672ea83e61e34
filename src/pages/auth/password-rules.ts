import { confirmationProblem, passwordProblem } from '../../../schemas/password';
import type { Translate } from '../../i18n/translate';

/** The shared password policy (D6) as texts under the two inputs, the same the API answers with. */
export const passwordErrors = (password: string, confirmation: string, t: Translate) => {
  const problem = passwordProblem(password);
  const mismatch = confirmationProblem(password, confirmation);
  return {
    password: problem ? t(problem) : undefined,
    confirmPassword: mismatch ? t(mismatch) : undefined,
  };
};
