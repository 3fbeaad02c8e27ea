import { describe, expect, it } from 'vitest';
import { postalAddress } from './structured-data';

describe('postalAddress', () => {
  it.each([
    ['15 Road 9, Maadi, Cairo, Egypt', { streetAddress: '15 Road 9, Maadi', addressLocality: 'Cairo' }],
    ['12 Nile St, Giza', { streetAddress: '12 Nile St', addressLocality: 'Giza' }],
    ['15 شارع 9، المعادي، القاهرة، مصر', { streetAddress: '15 شارع 9، المعادي', addressLocality: 'القاهرة' }],
    ['15 شارع 9، القاهرة، جمهورية مصر العربية', { streetAddress: '15 شارع 9', addressLocality: 'القاهرة' }],
    // Nothing to tell the city by: the line as it was typed, as before.
    ['Building 4 by the Maadi metro station', { streetAddress: 'Building 4 by the Maadi metro station' }],
  ])('reads %s as street, city and country', (line, street) => {
    expect(postalAddress(line)).toEqual({ '@type': 'PostalAddress', ...street, addressCountry: 'EG' });
  });
});
