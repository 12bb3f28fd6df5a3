import { COUNTRIES as EID_COUNTRIES } from '../../../reference-api/src/modules/upload/eid/countries';
import { COUNTRIES as SEEDED } from '../../../reference-api/src/db/seed-lookups';

// The sign-up form picks the card's nationality from the API's country list: a nationality the reader
// can return but the list lacks would leave the learner's field empty after "Proceed".
describe('Emirates ID nationalities', () => {
  it('are all offered by the countries lookup', () => {
    const seeded = new Set(SEEDED.map((c) => c.name.en));
    const names = EID_COUNTRIES.map((c) => c.name);
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => !seeded.has(n))).toEqual([]);
  });
});
