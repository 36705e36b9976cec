import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { Button } from '../Button';
import { Tabs, UrlTabs } from '../layout/Tabs';
import { Toolbar } from '../layout/Toolbar';

const TABS = [
  { id: 'month', label: 'Month', panel: <p>month view</p> },
  { id: 'week', label: 'Week', panel: <p>week view</p> },
  { id: 'list', label: 'List', panel: <p>list view</p> },
] as const;

function Where() {
  const location = useLocation();
  return <output>{location.search}</output>;
}

describe('Tabs', () => {
  it('moves and selects with the arrow keys, Home and End, showing the selected panel', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Calendar views" tabs={TABS} selected="month" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Calendar views' })).toBeVisible();
    expect(screen.getByRole('tabpanel').textContent).toBe('month view');
    // Headless UI updates its state on focus: focus inside act.
    act(() => screen.getByRole('tab', { name: 'Month' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('week');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('list');
  });

  it('UrlTabs reads the tab from ?tab= and writes it back, keeping other parameters', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/calendar?tab=week&day=2030-02-14']}>
        <UrlTabs label="Calendar views" tabs={TABS} />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Week' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('week view');
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Week' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'List' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('list view');
    expect(screen.getByRole('status').textContent).toBe('?tab=list&day=2030-02-14');
  });

  it('UrlTabs falls back to the first tab for a missing or unknown id', () => {
    render(
      <MemoryRouter initialEntries={['/calendar?tab=nope']}>
        <UrlTabs label="Calendar views" tabs={TABS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Month' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Toolbar', () => {
  it('moves between its actions with the arrows, Home and End, skipping disabled ones', async () => {
    const user = userEvent.setup();
    render(
      <Toolbar label="Lead actions">
        <Button>Call</Button>
        <Button disabled>Email</Button>
        <a href="#follow-up">Schedule Follow-up</a>
        <select aria-label="Stage">
          <option>New</option>
          <option>Contacted</option>
        </select>
      </Toolbar>,
    );
    expect(screen.getByRole('toolbar', { name: 'Lead actions' })).toBeVisible();
    const call = screen.getByRole('button', { name: 'Call' });
    const followUp = screen.getByRole('link', { name: 'Schedule Follow-up' });
    act(() => call.focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(followUp);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(call);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(followUp);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(call);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(followUp);
    // Inside a select the arrows are the select's own.
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    act(() => stage.focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(stage);
  });
});
