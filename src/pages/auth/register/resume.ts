import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getToken } from '../../../providers/session';
import {
  clearDraft,
  readDraft,
  stepIndex,
  stepPath,
  updateDraft,
  type RegistrationDraft,
} from '../../../providers/registration-draft';

type EarlyStep = 'type' | 'account';

/** Navigation state the registration's own Back buttons send: going back on purpose, not resuming. */
export const BACK = { within: true } as const;

/**
 * Where a visit to an early step should go instead, if anywhere. Arriving from outside (a link, a
 * bookmark, a visit days later) resumes at the step the draft reached; the flow's own Back buttons
 * may revisit an earlier step, but never once the account exists (`final`).
 */
export const resumeRedirect = (page: EarlyStep, draft: RegistrationDraft | null, within: boolean) => {
  if (draft?.step === 'final') return stepPath(draft);
  if (page === 'account' && !draft?.vendorType) return '/auth/select-vendor';
  if (draft && stepIndex(draft.step) > stepIndex(page) && !within) return stepPath(draft);
  return null;
};

/** The draft as it was on arrival, and where to go instead; staying here makes this the draft's step. */
export const useEarlyStep = (page: EarlyStep) => {
  const location = useLocation();
  const within = (location.state as { within?: boolean } | null)?.within === true;
  const [saved] = useState(readDraft);
  // A `final` draft's account exists: signed out, it is finished by signing in, and whoever opens
  // the registration now is starting a new one.
  const stale = saved?.step === 'final' && !getToken();
  const draft = stale ? null : saved;
  const redirect = resumeRedirect(page, draft, within);
  useEffect(() => {
    if (redirect) return;
    if (stale) clearDraft();
    // A step revisited on purpose abandons the code sent for the old details: the form sends anew.
    if (draft?.step !== page) updateDraft({ step: page, key: undefined });
  }, [redirect, stale, draft, page]);
  return { draft, redirect };
};
