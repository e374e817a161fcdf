import { type Dispatch, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearNotices } from '../../../shared/notify/notify.tsx';
import { canShowStep, searchForStep, stepFromSearch } from '../lib/step-url.ts';
import type { CheckoutAction, CheckoutState } from './checkout-reducer.ts';
import { isFinishedStep } from './checkout-storage.ts';

/**
 * Keeps the shown step and the address in step (issue 11 item 6, docs/decisions/0111). When the
 * flow moves on, a history entry is pushed; when the address moves (Back, Forward), the flow
 * follows if it can show that step with the data it holds, and the address is put back if not.
 * Leaving a finished order's screen starts a fresh cart: the order is done and forgotten.
 */
export function useStepHistory(state: CheckoutState, dispatch: Dispatch<CheckoutAction>): void {
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepFromSearch(location.search);
  // The step the address was last brought in line with: tells which side moved.
  const syncedStep = useRef(state.step);

  useEffect(() => {
    const step = state.step;
    if (urlStep === step) {
      syncedStep.current = step;
      return;
    }
    const to = (target: typeof step, replace: boolean) =>
      navigate({ search: searchForStep(target, location.search) }, { replace });
    if (syncedStep.current !== step) {
      // The flow moved (a button, a reply from the server): one history entry per step.
      syncedStep.current = step;
      to(step, false);
      return;
    }
    // The address moved.
    clearNotices();
    if (isFinishedStep(step)) {
      syncedStep.current = 'info';
      dispatch({ type: 'reset' });
      to('info', true);
    } else if (canShowStep(state, urlStep)) {
      syncedStep.current = urlStep;
      dispatch({ type: 'goTo', step: urlStep });
    } else {
      to(step, true);
      return;
    }
    window.scrollTo(0, 0);
  }, [urlStep, state, dispatch, navigate, location.search]);
}
