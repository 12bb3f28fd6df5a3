import { formErrors, humaniseField } from '@/lib/errors';

describe('formErrors', () => {
  it('an error map: each message is a toast and sits on its field', () => {
    expect(formErrors({ statusCode: 409, errors: { email: 'Email already exists' } })).toEqual({
      fieldErrors: { email: 'Email already exists' },
      toasts: ['Email already exists'],
    });
  });

  it('an error map: a phone message lands on the number field', () => {
    expect(formErrors({ errors: { phone: 'Phone number already exists' } }, { fields: ['number', 'email'] })).toEqual({
      fieldErrors: { number: 'Phone number already exists' },
      toasts: ['Phone number already exists'],
    });
  });

  it('an error map: a field the form lacks is only a toast', () => {
    expect(formErrors({ errors: { emiratesId: 'Taken' } }, { fields: ['email'] })).toEqual({ fieldErrors: {}, toasts: ['Taken'] });
  });

  it('a list with field keys: "Invalid {field name}" on each field', () => {
    expect(formErrors({ errors: [{ field: 'email' }, { field: 'fullName', message: 'ignored' }] })).toEqual({
      fieldErrors: { email: 'Invalid Email', fullName: 'Invalid Full Name' },
      toasts: [],
    });
  });

  it('a list: phone maps to the number field', () => {
    const out = formErrors({ errors: [{ field: 'phone' }] }, { fields: ['number'] });
    expect(out.fieldErrors).toEqual({ number: 'Invalid Number' });
    expect(out.toasts).toEqual([]);
  });

  it('a list: nested phone keys map to number too', () => {
    expect(formErrors({ errors: [{ field: 'phones.firstNumber.number' }] }, { fields: ['number'] }).fieldErrors).toEqual({
      number: 'Invalid Number',
    });
  });

  it('a list: unknown fields become toasts', () => {
    expect(formErrors({ errors: [{ field: 'dob' }, { field: 'licenceScan' }] }, { fields: ['dob'] })).toEqual({
      fieldErrors: { dob: 'Invalid Dob' },
      toasts: ['Invalid Licence Scan'],
    });
  });

  it('a list: the label comes from the form when given', () => {
    const label = (f: string) => ({ number: 'Phone Number', dob: 'Date of Birth' })[f] ?? f;
    expect(formErrors({ errors: [{ field: 'phone' }, { field: 'dob' }] }, { label }).fieldErrors).toEqual({
      number: 'Invalid Phone Number',
      dob: 'Invalid Date of Birth',
    });
  });

  it.each([
    ['a message only', { statusCode: 409, message: 'Emirates Id already exists' }],
    ['an empty list', { errors: [] }],
    ['an empty map', { errors: {} }],
    ['no body', null],
    ['garbage', 'nope'],
  ])('otherwise "Invalid Data in Form!" (%s)', (_name, body) => {
    expect(formErrors(body)).toEqual({ fieldErrors: {}, toasts: ['Invalid Data in Form!'] });
  });
});

describe('humaniseField', () => {
  it.each([
    ['email', 'Email'],
    ['fullName', 'Full Name'],
    ['full_name', 'Full Name'],
    ['visa-profession', 'Visa Profession'],
    ['phones.firstNumber.number', 'Number'],
  ])('%s → %s', (field, label) => expect(humaniseField(field)).toBe(label));
});
