import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Listbox } from '../form/Listbox';
import { Switch } from '../form/Switch';

describe('Switch', () => {
  it('is a switch named by its label; Space toggles it, and a click on the label too', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch checked={on} onChange={setOn} label="Answer calls after hours" description="Outside your business hours" />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Answer calls after hours' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // Headless UI updates its state on focus: focus inside act.
    act(() => toggle.focus());
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByText('Answer calls after hours'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});

describe('Listbox', () => {
  const voices = [
    { value: 'warm', label: 'Warm', detail: 'Friendly and calm' },
    { value: 'crisp', label: 'Crisp' },
    { value: 'bright', label: 'Bright' },
  ];

  it('opens with the keyboard, moves with arrows, selects with Enter and closes on Escape', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('warm');
      return (
        <>
          <Listbox label="Voice" options={voices} value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Harness />);
    const button = screen.getByRole('button', { name: /Voice/ });
    expect(button.textContent).toContain('Warm');
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['WarmFriendly and calm', 'Crisp', 'Bright']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('crisp');
    expect(list.isConnected).toBe(false);

    await user.click(button);

    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('crisp');
  });
});
