import './fleet.css';
import type { ReactNode } from 'react';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { messageTexts } from '../../../shared/texts/de/messages';

/** A label, its value and, where the label alone could be misread, a short explanation. */
export type Fact = [label: string, value: ReactNode, help?: string];

/** Label/value pairs in a responsive grid; an empty value shows a dash. */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className="facts mb-0">
      {items.map(([label, value, help]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? fleetTexts.fleet.none : value}</dd>
          {help && <dd className="fact-help">{help}</dd>}
        </div>
      ))}
    </dl>
  );
}

export const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '' : value ? messageTexts.dialog.yes : messageTexts.dialog.no;
