import './fleet.css';
import type { ReactNode } from 'react';
import { texts } from '../../../shared/texts/de';

/** Label/value pairs in a responsive grid; an empty value shows a dash. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="facts mb-0">
      {items.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? texts.fleet.none : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '' : value ? texts.dialog.yes : texts.dialog.no;
