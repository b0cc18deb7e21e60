import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DayInput } from './DayInput';

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Datum</label>
      <DayInput
        id="day"
        value={value}
        onChange={(day) => {
          seen.push(day);
          setValue(day);
        }}
      />
    </>
  );
}

describe('DayInput', () => {
  it("shows the API's day the German way, whatever the browser's language", () => {
    render(<Field initial="2030-12-24" seen={[]} />);
    expect(screen.getByLabelText('Datum')).toHaveValue('24.12.2030');
  });

  it('takes a day typed as TT.MM.JJJJ and hands it on as YYYY-MM-DD', async () => {
    const seen: string[] = [];
    render(<Field initial="" seen={seen} />);
    const input = screen.getByLabelText('Datum');
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(input, '01.02.2031');
    expect(seen.at(-1)).toBe('2031-02-01');
  });

  it('hands on an empty value when the day is cleared', async () => {
    const seen: string[] = [];
    render(<Field initial="2030-12-24" seen={seen} />);
    await userEvent.clear(screen.getByLabelText('Datum'));
    expect(seen.at(-1)).toBe('');
  });
});
