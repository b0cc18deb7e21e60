import { useEffect, useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { selectSession, useAppSelector } from '../app/hooks';
import { frameTexts } from '../../shared/texts/de/frame';

/** The selected context of a page, kept in the URL (`contextId`); picks the first one when the URL has none valid. */
export function useContextId(): string | undefined {
  const contexts = useAppSelector(selectSession)?.contexts ?? [];
  const [params] = useSearchParams();
  const key = params.get('contextId');
  return contexts.some((c) => c.key === key) ? (key ?? undefined) : undefined;
}

const noContexts: never[] = [];

export function ContextPicker() {
  const id = useId();
  const contexts = useAppSelector(selectSession)?.contexts ?? noContexts;
  const [params, setParams] = useSearchParams();
  const current = params.get('contextId') ?? '';
  const valid = contexts.some((c) => c.key === current);

  useEffect(() => {
    if (!valid && contexts.length > 0) {
      setParams(
        (p) => {
          p.set('contextId', contexts[0]!.key);
          return p;
        },
        { replace: true },
      );
    }
  }, [valid, contexts, setParams]);

  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2 context-picker">
      <Form.Label className="mb-0 text-nowrap">{frameTexts.contextPicker.label}</Form.Label>
      <Form.Select
        value={valid ? current : ''}
        // At once (flushSync), not as the router's deferred transition: the select shows the URL and
        // would spring back to the old context until the new page had rendered.
        onChange={(e) =>
          setParams(
            (p) => {
              p.set('contextId', e.target.value);
              p.delete('page');
              return p;
            },
            { flushSync: true },
          )
        }
      >
        <option value="" disabled>
          {frameTexts.contextPicker.placeholder}
        </option>
        {contexts.map((c) => (
          <option key={c.key} value={c.key}>
            {c.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
