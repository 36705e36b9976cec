import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Badge, BADGE_TONES } from '../data/Badge';
import { DataTable } from '../data/DataTable';
import { EmptyState } from '../data/EmptyState';
import { ProgressBar } from '../data/ProgressBar';
import { StatCard } from '../data/StatCard';

describe('Badge', () => {
  it('has the spec’s colours as tones, grey by default', () => {
    render(
      <>
        <Badge tone="purple">Showing Scheduled</Badge>
        <Badge>Inactive</Badge>
      </>,
    );
    expect(screen.getByText('Showing Scheduled').getAttribute('data-tone')).toBe('purple');
    expect(screen.getByText('Inactive').getAttribute('data-tone')).toBe('grey');
    expect(Object.keys(BADGE_TONES)).toEqual(['blue', 'yellow', 'green', 'purple', 'orange', 'red', 'grey', 'brand']);
    expect(getComputedStyle(screen.getByText('Showing Scheduled')).backgroundColor).toBe('rgb(243, 232, 255)');
  });
});

describe('StatCard and EmptyState', () => {
  it('StatCard shows a figure with its label; EmptyState its text, description and action', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(
      <>
        <ul>
          <StatCard as="li" label="Qualified" value={12} data-testid="count-qualified" />
        </ul>
        <EmptyState title="No templates yet" description="Save a reply to reuse it" action={<button onClick={onAdd}>Add Template</button>} />
      </>,
    );
    const card = screen.getByTestId('count-qualified');
    expect(card.tagName).toBe('LI');
    expect(card.textContent).toBe('12Qualified');
    expect(screen.getByTestId('empty-state').textContent).toContain('No templates yet');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Template' }));
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('ProgressBar', () => {
  it('is a progressbar or a meter with its values, clamped to the range', () => {
    render(
      <>
        <ProgressBar label="Setup progress" value={2} max={5} valueText="Step 2 of 5" />
        <ProgressBar label="Lead score" kind="meter" value={140} />
      </>,
    );
    const progress = screen.getByRole('progressbar', { name: 'Setup progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('2');
    expect(progress.getAttribute('aria-valuetext')).toBe('Step 2 of 5');
    expect((progress.firstChild as HTMLElement).style.width).toBe('40%');
    expect(screen.getByRole('meter', { name: 'Lead score' }).getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('DataTable', () => {
  const rows = [
    { id: 'a', name: 'Maple St', price: 420000 },
    { id: 'b', name: 'Oak Ave', price: 310000 },
    { id: 'c', name: 'Birch Rd', price: 515000 },
  ];
  const columns = [
    { key: 'name', header: 'Listing', sortValue: (r: (typeof rows)[number]) => r.name },
    {
      key: 'price',
      header: 'Price',
      align: 'right' as const,
      sortValue: (r: (typeof rows)[number]) => r.price,
      render: (r: (typeof rows)[number]) => `$${r.price}`,
    },
    { key: 'id', header: 'Id' },
  ];
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

  it('sorts by a column with the keyboard (Enter, again to reverse) and says so with aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Listings" columns={columns} rows={rows} rowKey={(r) => r.id} empty={<EmptyState title="No listings" />} maxHeight="10rem" />);
    const region = screen.getByRole('region', { name: 'Listings' });
    expect(region.style.maxHeight === '' ? getComputedStyle(region).maxHeight : region.style.maxHeight).toBe('10rem');
    expect(screen.getByRole('table', { name: 'Listings' })).toBeVisible();
    expect(names()).toEqual(['Maple St', 'Oak Ave', 'Birch Rd']);
    const priceHeader = screen.getByRole('columnheader', { name: /Price/ });
    expect(priceHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull();

    within(priceHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(priceHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Oak Ave', 'Maple St', 'Birch Rd']);
    await user.keyboard(' ');
    expect(priceHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Birch Rd', 'Maple St', 'Oak Ave']);

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Listing/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Birch Rd', 'Maple St', 'Oak Ave']);
  });

  it('shows its empty state instead of an empty table', () => {
    render(<DataTable label="Listings" columns={columns} rows={[]} rowKey={(r) => r.id} empty={<EmptyState title="No listings" />} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No listings')).toBeVisible();
  });
});
