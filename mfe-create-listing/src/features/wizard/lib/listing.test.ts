import { makeCompleteListing, makeListing } from '@bizmarkt/shared/testing';
import { doneSteps } from './listing';

describe('doneSteps: what the stepper marks as done', () => {
  it('leaves social media, NDA and preview undone on a fresh draft, though nothing is missing there', () => {
    const done = doneSteps(makeListing({ status: 'draft' }), new Set(['information']));
    expect(done.socials).toBe(false);
    expect(done.nda).toBe(false);
    expect(done.preview).toBe(false);
  });

  it('marks an optional step done once the seller has opened it', () => {
    const done = doneSteps(makeCompleteListing({ status: 'draft' }), new Set(['information', 'socials']));
    expect(done).toMatchObject({ information: true, financials: true, socials: true, nda: false, preview: false });
  });

  it('marks every complete step done, the preview too, once the listing was sent to verification', () => {
    const done = doneSteps(makeCompleteListing({ status: 'pending' }), new Set());
    expect(Object.values(done)).toEqual([true, true, true, true, true, true, true, true]);
  });

  it('leaves the preview undone for a listing sent back by moderation (it must be sent again)', () => {
    const done = doneSteps(makeCompleteListing({ status: 'canceled' }), new Set());
    expect(done).toMatchObject({ socials: true, nda: true, preview: false });
  });
});
