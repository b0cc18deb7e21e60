import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { useGetPermissionPreviewQuery, type PermissionPreview, type RoleDetail } from '../../api/roles';
import { useGetUsersQuery } from '../../api/users';
import { selectSession, useAppSelector } from '../../app/hooks';
import { frameTexts } from '../../../shared/texts/de/frame';
import { roleTexts } from '../../../shared/texts/de/roles';
import { PreviewTable } from './PreviewTables';
import { PreviewTasks, tasksOf } from './PreviewTasks';

const t = roleTexts.preview;
type Operation = PermissionPreview['operations'][number];

/**
 * 'Was darf …?': a user or a role and a context are chosen (kept in the URL, so a role's row can link
 * here), then the preview lists the tasks the person can do (from the rights catalogue) and the
 * pages, each with what it needs; the server's actions (changing operations) and reading operations
 * stay behind the disclosure 'Betroffene API-Operationen'.
 */
export function PermissionPreviewView({ roles }: { roles: readonly RoleDetail[] }) {
  const id = useId();
  const session = useAppSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const userUid = params.get('userUid') ?? undefined;
  const roleUid = userUid ? undefined : (params.get('roleUid') ?? undefined);
  const contextId = params.get('contextId') ?? undefined;
  const [kind, setKind] = useState<'user' | 'role'>(userUid ? 'user' : 'role');
  const [chosen, setChosen] = useState(userUid ?? roleUid ?? '');
  const [context, setContext] = useState(contextId ?? '');
  const [onlyAllowed, setOnlyAllowed] = useState(false);
  const users = useGetUsersQuery({ size: 500 }, { skip: kind !== 'user' });
  const preview = useGetPermissionPreviewQuery({ userUid, roleUid, contextId }, { skip: !userUid && !roleUid });

  const show = () => {
    setParams((p) => {
      p.delete('userUid');
      p.delete('roleUid');
      p.delete('contextId');
      if (chosen) p.set(kind === 'user' ? 'userUid' : 'roleUid', chosen);
      if (context) p.set('contextId', context);
      return p;
    });
  };
  const choices =
    kind === 'user'
      ? (users.data?.users ?? []).map((u) => ({ value: u.uid, label: `${u.firstName} ${u.lastName} (${u.login})` }))
      : roles.map((r) => ({ value: r.uid, label: r.name }));
  const shown = (entries: readonly Operation[]) => entries.filter((e) => !onlyAllowed || e.allowed);
  const data = preview.data;

  return (
    <div>
      <p className="text-body-secondary small">{t.intro}</p>
      <Form className="row g-3 align-items-end mb-4" onSubmit={(e) => e.preventDefault()} aria-label={t.title}>
        <fieldset className="col-md-3">
          <legend className="form-label fs-6 mb-1">{t.subjectKind}</legend>
          {(['user', 'role'] as const).map((k) => (
            <Form.Check
              key={k}
              inline
              type="radio"
              id={`${id}-${k}`}
              name="kind"
              label={t[k]}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setChosen('');
              }}
            />
          ))}
        </fieldset>
        <Form.Group controlId={`${id}-subject`} className="col-md-4">
          <Form.Label>{kind === 'user' ? t.chooseUser : t.chooseRole}</Form.Label>
          <Form.Select value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{t.choose}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-context`} className="col-md-3">
          <Form.Label>{t.context}</Form.Label>
          <Form.Select value={context} onChange={(e) => setContext(e.currentTarget.value)}>
            <option value="">{t.noContext}</option>
            {(session?.contexts ?? []).map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-md-2">
          <Button type="button" disabled={!chosen} onClick={show}>
            {t.show}
          </Button>
        </div>
      </Form>
      {preview.isFetching && (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{frameTexts.app.loading}</span>
        </Spinner>
      )}
      {preview.isError && <Alert variant="danger">{t.loadFailed}</Alert>}
      {data && (
        <section aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="h4">
            {t.heading(data.subject.name)}
          </h2>
          <p>
            {t.heldRights}:{' '}
            {data.subject.rights.length > 0
              ? data.subject.rights.map((r) => roleTexts.roles.rightNames[r] ?? r).join(', ')
              : roleTexts.roles.noRights}
          </p>
          <Form.Check
            type="switch"
            role="switch"
            id={`${id}-only`}
            className="mb-3"
            label={t.onlyAllowed}
            checked={onlyAllowed}
            onChange={(e) => setOnlyAllowed(e.currentTarget.checked)}
          />
          <PreviewTasks tasks={tasksOf(data.subject.rights).filter((e) => !onlyAllowed || e.allowed)} />
          <PreviewTable
            title={t.pages}
            column={t.page}
            entries={data.pages.filter((e) => !onlyAllowed || e.allowed)}
            labelOf={(e) => ('label' in e ? e.label : '')}
          />
          <details className="preview-operations">
            <summary className="mb-2">{t.operationsDisclosure}</summary>
            {[
              { title: t.actions, entries: shown(data.operations.filter((o) => o.action)) },
              { title: t.operations, entries: shown(data.operations.filter((o) => !o.action)) },
            ].map((part) => (
              <PreviewTable
                key={part.title}
                title={part.title}
                column={t.operation}
                entries={part.entries}
                labelOf={(e) => ('operationId' in e ? `${e.method} ${e.path} (${e.operationId})` : '')}
              />
            ))}
          </details>
        </section>
      )}
    </div>
  );
}
