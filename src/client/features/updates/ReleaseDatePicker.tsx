import 'react-datepicker/dist/react-datepicker.css';
import '../../components/datePicker.css';
import { addDays, startOfMinute } from 'date-fns';
import { de } from 'date-fns/locale';
import DatePicker, { registerLocale } from 'react-datepicker';
import Button from 'react-bootstrap/Button';
import { updateTexts } from '../../../shared/texts/de/updates';

registerLocale('de', de);

const t = updateTexts.updates.detail;

interface Props {
  id: string;
  value: Date | null;
  onChange(value: Date | null): void;
  disabled?: boolean;
}

/**
 * The release time: dd.MM.yyyy HH:mm, weeks from Monday. 'Heute' and 'Morgen' keep the
 * current time of day (to the minute): 'Heute' releases right away, 'Morgen' a day from now.
 */
export function ReleaseDatePicker({ id, value, onChange, disabled }: Props) {
  const now = () => startOfMinute(new Date());
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <div className="release-date-input">
        <DatePicker
          id={id}
          selected={value}
          onChange={(date: Date | null) => onChange(date)}
          locale="de"
          dateFormat="dd.MM.yyyy HH:mm"
          timeFormat="HH:mm"
          showTimeSelect
          timeIntervals={15}
          timeCaption={t.timeCaption}
          calendarStartDay={1}
          popperPlacement="bottom-start"
          placeholderText={t.datePlaceholder}
          isClearable={!disabled}
          ariaLabelClose={t.clearDate}
          clearButtonTitle={t.clearDate}
          className="form-control"
          autoComplete="off"
          disabled={disabled}
        />
      </div>
      <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={() => onChange(now())}>
        {t.today}
      </Button>
      <Button variant="outline-secondary" size="sm" disabled={disabled} onClick={() => onChange(addDays(now(), 1))}>
        {t.tomorrow}
      </Button>
    </div>
  );
}
