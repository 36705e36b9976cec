import type { CallListContactDto } from '@leadnest/contracts';
import { renderWithClient } from '@leadnest/remote-kit/testing';
import { screen } from '@testing-library/react';

import { ContactForm } from '../components/ContactForm';

describe('editing a contact', () => {
  it('shows the phone the way the contact list does, not as stored', () => {
    const contact = { id: 'k1', name: 'Dana Ruiz', phone: '+15125550142', email: null, address: null, consent: null } as unknown as CallListContactDto;
    renderWithClient(<ContactForm listId="l1" editing={contact} onDone={() => undefined} />);
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('(512) 555-0142');
  });
});
