// @vitest-environment node
// Pure logic: nothing rendered, no DOM, so no jsdom to build.
import { EMPTY_DRAFT, prefillDraft, toProfilePayload } from '../onboarding-draft';

describe('the onboarding draft', () => {
  it('leaves blank fields out of the saved payload, so a saved field is never overwritten with a blank', () => {
    expect(toProfilePayload({ ...EMPTY_DRAFT, fullName: 'Avery Agent', brokerage: '   ', personality: 'professional' })).toEqual({
      fullName: 'Avery Agent',
      personality: 'professional',
    });
  });

  it('is prefilled from the profile where it is blank; what the user typed wins', () => {
    const profile = { fullName: 'Saved Name', brokerage: 'Saved Realty', phone: null, serviceArea: 'Austin, TX', aiPersonality: 'enthusiastic' };
    const draft = prefillDraft({ ...EMPTY_DRAFT, brokerage: 'Typed Realty' }, profile);
    expect(draft).toMatchObject({ fullName: 'Saved Name', brokerage: 'Typed Realty', phone: '', serviceArea: 'Austin, TX', personality: 'enthusiastic' });
    // Past the personality step, the draft's own choice stays.
    expect(prefillDraft({ ...EMPTY_DRAFT, personality: 'professional', step: 4 }, profile).personality).toBe('professional');
    // Chosen on step 3 in this draft (then a reload): the choice stays.
    expect(prefillDraft({ ...EMPTY_DRAFT, personality: 'professional', personalityChosen: true, step: 3 }, profile).personality).toBe('professional');
    // A personality onboarding does not offer (AI Settings' energetic) is not forced on it.
    expect(prefillDraft(EMPTY_DRAFT, { aiPersonality: 'energetic' }).personality).toBe(EMPTY_DRAFT.personality);
  });

  it('without a saved full name, takes the account’s first and last name', () => {
    expect(prefillDraft(EMPTY_DRAFT, { fullName: null, firstName: 'Walter', lastName: 'Walker' }).fullName).toBe('Walter Walker');
    expect(prefillDraft(EMPTY_DRAFT, { fullName: 'Walt W.', firstName: 'Walter', lastName: 'Walker' }).fullName).toBe('Walt W.');
    expect(prefillDraft({ ...EMPTY_DRAFT, fullName: 'Typed' }, { firstName: 'Walter', lastName: 'Walker' }).fullName).toBe('Typed');
    expect(prefillDraft(EMPTY_DRAFT, { firstName: 'Walter', lastName: null }).fullName).toBe('Walter');
  });
});
