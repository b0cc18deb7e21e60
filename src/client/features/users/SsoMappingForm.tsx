import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../../api/replyHandling';
import type { ContextRef } from '../../api/session';
import { useSaveSsoMappingMutation, type SsoMapping } from '../../api/sso';
import type { Role } from '../../api/users';
import { ssoTexts } from '../../../shared/texts/de/sso';

const t = ssoTexts.sso.mappings;

interface Props {
  /** The mapping to change; none for a new one. */
  mapping?: SsoMapping;
  /** The roles the editor may give (SsoTab filters them as the server judges). */
  roles: readonly Role[];
  contexts: readonly ContextRef[];
  /** Whether the editor sees every context: only then may it give all of them, or a role. */
  mayGrantAll: boolean;
  onDone(): void;
}

/** One group's mapping: its role (or none) and its contexts (or all). The server's message on a refusal. */
export function SsoMappingForm({ mapping, roles, contexts, mayGrantAll, onDone }: Props) {
  const [group, setGroup] = useState(mapping?.group ?? '');
  const [role, setRole] = useState(mapping?.role ?? '');
  const [allContexts, setAllContexts] = useState(mapping?.allContexts ?? false);
  const [keys, setKeys] = useState<string[]>(mapping?.contextKeys ?? []);
  const [error, setError] = useState<string>();
  const [save, { isLoading }] = useSaveSsoMappingMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!group.trim()) return setError(t.groupRequired);
    try {
      await save({
        ssoMappingInput: {
          uid: mapping?.uid,
          group,
          role: role || null,
          contextKeys: allContexts ? [] : keys,
          allContexts,
        },
      }).unwrap();
      onDone();
    } catch (failure) {
      setError(errorMessage(failure) ?? t.groupRequired);
    }
  };

  const toggle = (key: string) => setKeys((k) => (k.includes(key) ? k.filter((x) => x !== key) : [...k, key]));

  return (
    <Form onSubmit={(e) => void submit(e)} className="border rounded p-3 mb-3" aria-label={t.add}>
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Group className="mb-2" controlId="sso-group">
        <Form.Label>{t.group}</Form.Label>
        <Form.Control value={group} onChange={(e) => setGroup(e.target.value)} maxLength={200} />
      </Form.Group>
      <Form.Group className="mb-2" controlId="sso-role">
        <Form.Label>{t.role}</Form.Label>
        <Form.Select value={role} disabled={!mayGrantAll} onChange={(e) => setRole(e.target.value)}>
          <option value="">{t.noRole}</option>
          {roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.name}
            </option>
          ))}
        </Form.Select>
        {!mayGrantAll && <Form.Text>{t.roleNeedsAllContexts}</Form.Text>}
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t.contexts}</legend>
        <Form.Check
          id="sso-all-contexts"
          label={t.allContexts}
          checked={allContexts}
          // Only an editor who sees every context gives all of them (the server refuses it too).
          disabled={!mayGrantAll && !allContexts}
          onChange={(e) => setAllContexts(e.target.checked)}
        />
        {!allContexts &&
          contexts.map((c) => (
            <Form.Check
              inline
              key={c.key}
              id={`sso-context-${c.key}`}
              label={c.name}
              checked={keys.includes(c.key)}
              onChange={() => toggle(c.key)}
            />
          ))}
      </fieldset>
      <Button type="submit" disabled={isLoading} className="me-2">
        {t.save}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t.cancel}
      </Button>
    </Form>
  );
}
