import { useEffect, useState } from 'react';
import { usePreviewActionMutation, type ActionPreview, type ActionPreviewForm } from '../../api/actions';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { refusalOf } from '../rollouts/failure';

/** A pause after the last change before the dry run is asked again (typing a service's name). */
const settleMs = 300;

export type DryRun =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; preview: ActionPreview; key: string }
  | { state: 'refused'; message: string };

/**
 * The dry run of what the dialog would request, asked anew whenever the kind, its parameters, the
 * targets or the 'Notfall' change (after a short pause): the exact count, the targets held back now
 * and why, and the first page. A refusal (an unknown service, say) is the server's German message.
 * `key` names the request a preview answers, so 'Ausführen' never sends what the operator has not
 * seen the dry run of.
 */
export function useDryRun(request: ActionPreviewForm | undefined): DryRun {
  const key = request ? JSON.stringify(request) : '';
  const settled = useDebouncedValue(key, settleMs);
  const [preview] = usePreviewActionMutation();
  const [result, setResult] = useState<DryRun>({ state: 'idle' });

  useEffect(() => {
    if (!settled) {
      setResult({ state: 'idle' });
      return;
    }
    let current = true;
    setResult({ state: 'loading' });
    preview({ actionPreviewForm: JSON.parse(settled) as ActionPreviewForm })
      .unwrap()
      .then(
        (answer) => current && setResult({ state: 'done', preview: answer, key: settled }),
        (error: unknown) => current && setResult({ state: 'refused', message: refusalOf(error) ?? '' }),
      );
    return () => {
      current = false;
    };
  }, [settled, preview]);

  // While the operator still changes something, the last answer is not the answer.
  return settled === key ? result : key ? { state: 'loading' } : { state: 'idle' };
}
