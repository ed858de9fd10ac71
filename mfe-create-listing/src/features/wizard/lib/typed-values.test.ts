import { forgetListing, forgetTyped, keepTyped, typedValues } from './typed-values';

describe('typed values between the steps', () => {
  it('keeps a copy per listing and step, and forgets it', () => {
    const values = { name: 'Pet brand' };
    keepTyped(7, 'information', values);
    values.name = 'changed later';
    expect(typedValues(7, 'information')).toEqual({ name: 'Pet brand' });
    expect(typedValues(8, 'information')).toBeUndefined();
    forgetTyped(7, 'information');
    expect(typedValues(7, 'information')).toBeUndefined();
  });

  it('forgets every step of one listing', () => {
    keepTyped(null, 'information', { name: 'a' });
    keepTyped(3, 'price', { price: 1 });
    keepTyped(3, 'nda', { nda: true });
    forgetListing(3);
    expect(typedValues(3, 'price')).toBeUndefined();
    expect(typedValues(3, 'nda')).toBeUndefined();
    expect(typedValues(null, 'information')).toEqual({ name: 'a' });
  });
});
