import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSaveColumnFiltersMutation, type ColumnFilter } from '../../api/users';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { columnFiltersSaved } from '../../app/sessionSlice';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { reportTexts } from '../../../shared/texts/de/reports';
import { columnFilterNameRule } from '../../../shared/validation/columnFilter';
import { textSchema } from '../../lib/textSchema';
import { ConfirmDialog } from '../ConfirmDialog';
import { PromptDialog } from '../PromptDialog';

const t = reportTexts.reports;
const none: never[] = [];

// The name must not be empty and no longer than the server takes (src/shared/validation/columnFilter.ts).
const nameSchema = textSchema(columnFilterNameRule);

interface Props {
  tablename: ColumnFilter['tablename'];
  /** The saved filter in use ('' for none); choosing columns by hand clears it. */
  selected: string;
  columns: readonly string[];
  onSelect(name: string, columns: readonly string[]): void;
}

/** The saved column filters of a report: choose, save (overwriting asks first), delete (asks first). */
export function SavedColumnFilters({ tablename, selected, columns, onSelect }: Props) {
  const selectId = useId();
  const dispatch = useAppDispatch();
  const all = useAppSelector(selectSession)?.columnFilters ?? none;
  const mine = all.filter((f) => f.tablename === tablename);
  const [save, { isLoading }] = useSaveColumnFiltersMutation();
  const [dialog, setDialog] = useState<'save' | 'delete' | undefined>();
  const [overwrite, setOverwrite] = useState<string | undefined>();

  const store = async (next: ColumnFilter[], success: string, failure: string) => {
    try {
      await save({ body: { columnFilters: next } }).unwrap();
      dispatch(columnFiltersSaved(next));
      dispatch(showToast('success', success));
      return true;
    } catch {
      // A filter that could not be stored is a warning, whatever the reason.
      dispatch(showToast('warning', failure));
      return false;
    }
  };
  const write = async (name: string) => {
    const entry: ColumnFilter = { tablename, name, columns: [...columns] };
    const next = [...all.filter((f) => !(f.tablename === tablename && f.name === name)), entry];
    const done = await store(next, messageTexts.success.filterSaved, messageTexts.errors.filterSave);
    if (done) onSelect(name, columns);
    return done;
  };
  const submitName = async (name: string) => {
    if (mine.some((f) => f.name === name)) {
      setOverwrite(name);
      return true;
    }
    return write(name);
  };
  const remove = async () => {
    setDialog(undefined);
    const next = all.filter((f) => !(f.tablename === tablename && f.name === selected));
    if (await store(next, messageTexts.success.filterDeleted, messageTexts.errors.filterDelete)) onSelect('', columns);
  };

  return (
    <div className="d-flex align-items-end gap-2">
      <Form.Group controlId={selectId}>
        <Form.Label className="small mb-0">{t.columnFilter}</Form.Label>
        <Form.Select
          size="sm"
          value={mine.some((f) => f.name === selected) ? selected : ''}
          onChange={(e) => {
            const filter = mine.find((f) => f.name === e.target.value);
            onSelect(filter?.name ?? '', filter?.columns ?? columns);
          }}
        >
          <option value="">{t.noColumnFilter}</option>
          {mine.map((f) => (
            <option key={f.name} value={f.name}>
              {f.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button size="sm" variant="outline-primary" onClick={() => setDialog('save')} disabled={isLoading}>
        {t.saveColumnFilter}
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => setDialog('delete')}
        disabled={!mine.some((f) => f.name === selected) || isLoading}
      >
        {t.deleteColumnFilter}
      </Button>
      {dialog === 'save' && (
        <PromptDialog
          title={t.saveColumnFilter}
          label={t.filterName}
          submitLabel={messageTexts.dialog.save}
          initialValue={selected}
          schema={nameSchema}
          onHide={() => setDialog(undefined)}
          onSubmit={submitName}
        />
      )}
      <ConfirmDialog
        show={overwrite !== undefined}
        title={overwrite !== undefined ? t.overwriteTitleOf(overwrite) : t.overwriteTitle}
        message={messageTexts.confirm.filterOverwrite}
        variant="primary"
        onCancel={() => setOverwrite(undefined)}
        onConfirm={() => {
          const name = overwrite!;
          setOverwrite(undefined);
          void write(name);
        }}
      />
      <ConfirmDialog
        show={dialog === 'delete'}
        title={t.deleteColumnFilterOf(selected)}
        message={messageTexts.confirm.filterDelete(selected)}
        onCancel={() => setDialog(undefined)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
