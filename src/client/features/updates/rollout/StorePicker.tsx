import { useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useGetCashpointTreeQuery } from '../../../api/cashpoints';
import { rolloutTexts } from '../../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;
/** A search shows at most this many stores: a fleet of thousands is narrowed by typing. */
const shownAtMost = 50;

interface Props {
  contextId: string;
  chosen: readonly string[];
  onChange(uids: string[]): void;
  invalid?: string;
}

/** Named stores of the context (from the register tree), found by number or name and ticked. */
export function StorePicker({ contextId, chosen, onChange, invalid }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const { data, isLoading } = useGetCashpointTreeQuery({ contextId });
  const stores = data?.stores;
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = stores ?? [];
    // The chosen ones first, so a choice stays in sight while searching for the next.
    const found = all.filter(
      (s) => !needle || s.id.toLowerCase().includes(needle) || (s.name ?? '').toLowerCase().includes(needle),
    );
    return [...found.filter((s) => chosenSet.has(s.uid)), ...found.filter((s) => !chosenSet.has(s.uid))];
  }, [stores, search, chosenSet]);
  const toggle = (uid: string, on: boolean) => onChange(on ? [...chosen, uid] : chosen.filter((c) => c !== uid));

  return (
    <fieldset className="rollout-store-picker">
      <legend className="form-label fs-6 mb-1">
        {t.storePicker} <span className="small text-body-secondary">({t.storesChosen(chosen.length)})</span>
      </legend>
      <Form.Control
        size="sm"
        type="search"
        aria-label={t.storeSearch}
        placeholder={t.storeSearchPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        isInvalid={!!invalid}
        aria-describedby={`${id}-error`}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {invalid}
      </Form.Control.Feedback>
      <div className="rollout-store-options border rounded mt-1 px-2 py-1">
        {isLoading && <span className="small text-body-secondary">{t.storesLoading}</span>}
        {matches.slice(0, shownAtMost).map((s) => (
          <Form.Check
            key={s.uid}
            id={`${id}-${s.uid}`}
            label={t.storeOption(s.id, s.name)}
            checked={chosenSet.has(s.uid)}
            onChange={(e) => toggle(s.uid, e.target.checked)}
          />
        ))}
        {matches.length > shownAtMost && (
          <span className="small text-body-secondary">{t.moreStores(matches.length - shownAtMost)}</span>
        )}
      </div>
    </fieldset>
  );
}
