import { IconCheck } from '@tabler/icons-react';
import type { ProgressStages } from '../lib/progress-steps.ts';
import './checkout-progress.css';

/**
 * The step indicator above the checkout (issue 11 item 7): numbered stages, done ones ticked,
 * the current one marked for assistive technology with aria-current="step".
 */
export function CheckoutProgress({ stages }: { stages: ProgressStages }) {
  return (
    <nav aria-label="Etapas da inscrição" className="cp">
      <ol className="cp-list">
        {stages.labels.map((label, index) => {
          const state = index < stages.current ? 'done' : index === stages.current ? 'current' : 'next';
          return (
            <li
              key={label}
              className="cp-item"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="cp-dot" aria-hidden>
                {state === 'done' ? <IconCheck size={14} stroke={3} /> : index + 1}
              </span>
              <span className="cp-label">
                {label}
                {state === 'done' && <span className="cp-sr"> (concluída)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
