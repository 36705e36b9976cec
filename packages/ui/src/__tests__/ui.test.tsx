import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button, ButtonLink, PageFrame, Spinner } from '../index';

describe('PageFrame', () => {
  it('renders the title as the one h1, naming its section, with subtitle, actions and content', () => {
    render(
      <PageFrame title="Lead Management" subtitle="Every lead in one place" actions={<button type="button">Add</button>}>
        <p>Body text</p>
      </PageFrame>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Lead Management');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Lead Management' })).toBeVisible();
    expect(screen.getByText('Every lead in one place')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add' })).toBeVisible();
    expect(screen.getByText('Body text')).toBeVisible();
  });

  it('renders no subtitle or actions when none are given', () => {
    const { container } = render(<PageFrame title="Calendar" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Spinner', () => {
  it('is a status named Loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeVisible();
  });

  it('takes another accessible name', () => {
    render(<Spinner label="Loading leads" />);
    expect(screen.getByRole('status', { name: 'Loading leads' })).toBeVisible();
  });
});

describe('Button and ButtonLink', () => {
  it('default to type=button and keep style props off the DOM', () => {
    render(
      <>
        <Button variant="secondary">Cancel</Button>
        <ButtonLink href="/pricing" variant="ghost" size="sm">
          Pricing
        </ButtonLink>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('variant')).toBe(false);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(link.hasAttribute('size')).toBe(false);
  });
});
