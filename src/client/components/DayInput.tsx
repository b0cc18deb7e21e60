import 'react-datepicker/dist/react-datepicker.css';
import './datePicker.css';
import { format, isValid, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import DatePicker, { registerLocale } from 'react-datepicker';
import { frameTexts } from '../../shared/texts/de/frame';

registerLocale('de', de);

interface Props {
  id?: string;
  name?: string;
  /** The day as the API and the URL carry it: 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange(value: string): void;
  onBlur?(event: React.FocusEvent<HTMLElement>): void;
  isInvalid?: boolean;
  'aria-describedby'?: string;
  size?: 'sm';
}

const dayOf = (value: string): Date | null => {
  const day = value ? parseISO(value) : null;
  return day && isValid(day) ? day : null;
};

/**
 * A day field that shows and takes TT.MM.JJJJ with weeks from Monday. The browser's own date input
 * follows the browser's language (mm/dd/yyyy in an English Chromium), which a German console must not.
 */
export function DayInput({ id, name, value, onChange, onBlur, isInvalid, size, ...rest }: Props) {
  const classes = ['form-control', size === 'sm' ? 'form-control-sm' : '', isInvalid ? 'is-invalid' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <DatePicker
      id={id}
      name={name}
      selected={dayOf(value)}
      onChange={(day: Date | null) => onChange(day ? format(day, 'yyyy-MM-dd') : '')}
      onBlur={onBlur}
      locale="de"
      dateFormat="dd.MM.yyyy"
      calendarStartDay={1}
      popperPlacement="bottom-start"
      placeholderText={frameTexts.dayInput.placeholder}
      className={classes}
      ariaInvalid={isInvalid ? 'true' : undefined}
      ariaDescribedBy={rest['aria-describedby']}
      autoComplete="off"
      wrapperClassName="day-input"
    />
  );
}
