import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { CheckboxField } from '../form/CheckboxField';
import { DateInput } from '../form/DateInput';
import { FormField } from '../form/FormField';
import { Select } from '../form/Select';
import { TextArea } from '../form/TextArea';
import { TextField } from '../form/TextField';
import { TextInput } from '../form/TextInput';
import { formatTime, timeOptions, TimeSelect } from '../form/TimeSelect';

describe('FormField', () => {
  it('names its control by the label and describes it by the hint, then by the error (aria-invalid)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <FormField label="Email" hint="We never share it">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('We never share it');
    await user.click(screen.getByText('Email'));
    expect(document.activeElement).toBe(input);
    await user.keyboard('kim@example.com');
    expect((input as HTMLInputElement).value).toBe('kim@example.com');

    rerender(
      <FormField label="Email" hint="We never share it" error="Please enter a valid email address">
        <TextInput />
      </FormField>,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter a valid email address');
    expect(screen.queryByText('We never share it')).toBeNull();
  });

  it('TextField is the same in one tag; TextArea takes the field too', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextField label="First name" error="Required" />
        <FormField label="Note" hideLabel>
          <TextArea />
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('line one{Enter}line two');
    expect((note as HTMLTextAreaElement).value).toBe('line one\nline two');
  });
});

describe('Select', () => {
  it('is the native select named by its field, reporting the chosen value by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FormField label="Stage">
        <Select
          value="new"
          onChange={onChange}
          options={[
            { value: 'new', label: 'New' },
            { value: 'contacted', label: 'Contacted' },
          ]}
        />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Stage' });
    select.focus();
    await user.selectOptions(select, 'Contacted');
    expect(onChange).toHaveBeenCalledWith('contacted');
  });
});

describe('DateInput and TimeSelect', () => {
  it('DateInput gives the day as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [day, setDay] = useState('');
      return (
        <>
          <FormField label="Day">
            <DateInput value={day} onChange={setDay} min="2030-01-01" />
          </FormField>
          <output>{day}</output>
        </>
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.min).toBe('2030-01-01');
    await user.type(input, '2030-02-14');
    expect(screen.getByRole('status').textContent).toBe('2030-02-14');
  });

  it('TimeSelect offers HH:MM values with 12-hour labels and changes by keyboard', async () => {
    const user = userEvent.setup();
    expect(timeOptions(9, 10, 30)).toEqual([
      { value: '09:00', label: '9:00 AM' },
      { value: '09:30', label: '9:30 AM' },
      { value: '10:00', label: '10:00 AM' },
    ]);
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    const onChange = vi.fn();
    render(
      <FormField label="Time">
        <TimeSelect value="13:00" onChange={onChange} fromHour={12} toHour={14} stepMinutes={60} />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Time' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['12:00 PM', '1:00 PM', '2:00 PM']);
    await user.selectOptions(select, '2:00 PM');
    expect(onChange).toHaveBeenCalledWith('14:00');
  });
});

describe('CheckboxField', () => {
  it('toggles with Space and ties its error to the box', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [on, setOn] = useState(false);
      return (
        <CheckboxField checked={on} onChange={setOn} error={on ? undefined : 'You must agree'}>
          I agree to the <a href="/terms">terms</a>
        </CheckboxField>
      );
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('You must agree');
    box.focus();
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});
