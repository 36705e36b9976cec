import { routeFetch } from '@leadnest/remote-kit/testing';
import { screen } from '@testing-library/react';

import { PRIVACY_CONTENT } from '../../../content/privacy';
import { renderPage } from '../../../test/render';
import { PrivacyPageView } from '../components/PrivacyPage';
import { formatEffectiveDate } from '../effective-date';

afterEach(() => vi.unstubAllGlobals());

describe('the legal pages’ effective date', () => {
  it('is a calendar day in words, the same in every time zone', () => {
    const zone = process.env.TZ;
    try {
      // West of UTC, midnight UTC of the 14th is still the 13th: the day must not move.
      for (const tz of ['America/Los_Angeles', 'Pacific/Auckland', 'UTC']) {
        process.env.TZ = tz;
        expect(formatEffectiveDate('2025-08-14'), tz).toBe('August 14, 2025');
        expect(formatEffectiveDate('2026-01-01'), tz).toBe('January 1, 2026');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows under the privacy page’s title as “Effective August 14, 2025”', () => {
    routeFetch(() => ({ body: { user: null } }));
    renderPage(<PrivacyPageView content={PRIVACY_CONTENT} />, '/privacy');
    expect(screen.getByText('Effective August 14, 2025')).toBeVisible();
  });
});
