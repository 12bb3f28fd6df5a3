import { initialSignupValues } from '@/components/signup/form-values';
import { signupServerErrors } from '@/components/signup/server-errors';
import { branchOptions, licenceOptions } from '@/components/signup/signup-options';
import type { Branch, LicenseType } from '@/lib/upstream/schemas/lookups';

// The pure parts behind the sign-up page: which lookups it offers (R§5), the query prefill (R§2)
// and how the API's field names land on the form's controls (R§5 last bullet).

const name = (en: string) => ({ en, ar: `${en} (ar)` });
const licence = (id: string, enabled: boolean, sortOrder: number): LicenseType => ({
  _id: id,
  name: name(id),
  code: id.toUpperCase(),
  gearTypes: ['manual'],
  genders: ['male'],
  isEnabledForRegistration: enabled,
  sortOrder,
});
const branch = (id: string, type: Branch['type'], allowTrainingSchedule: boolean): Branch => ({
  _id: id,
  name: name(id),
  type,
  allowTrainingSchedule,
  emirate: null,
});

describe('sign-up lookups', () => {
  it('offers only licence types enabled for registration, in order, named in the page language', () => {
    const options = licenceOptions([licence('lt-b', true, 2), licence('lt-forklift', false, 0), licence('lt-a', true, 1)], 'ar');
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['lt-a', 'lt-a (ar)'],
      ['lt-b', 'lt-b (ar)'],
    ]);
  });

  it('hides the main branch unless it allows a training schedule', () => {
    const options = branchOptions(
      [branch('br-main', 'main_branch', false), branch('br-main-training', 'main_branch', true), branch('br-al-quoz', 'branch', false)],
      'en',
    );
    expect(options.map((o) => o.value)).toEqual(['br-main-training', 'br-al-quoz']);
  });
});

describe('sign-up prefill', () => {
  const licences = licenceOptions([licence('lt-lmv', true, 1)], 'en');

  it('takes the first value of repeated parameters and cleans the number', () => {
    const values = initialSignupValues({ vehicleType: ['lt-lmv', 'x'], startingCode: '056', number: '123 45 67 89' }, licences);
    expect(values).toMatchObject({ licenseTypeId: 'lt-lmv', licenseCategory: 'LT-LMV', startingCode: '56', number: '1234567' });
  });
});

describe('sign-up server errors', () => {
  it('maps payload field names to the form controls', () => {
    const result = signupServerErrors({
      statusCode: 400,
      errors: [{ field: 'studentDetails.gearType' }, { field: 'phones.firstNumber.number' }, { field: 'studentDetails.emiratesId' }],
    });
    expect(result.fieldErrors).toEqual({
      gearType: 'validation.serverInvalid?field=gearType',
      number: 'validation.serverInvalid?field=phone',
    });
    // No control shows the Emirates ID: its error is a toast.
    expect(result.toasts).toEqual(['Invalid Emirates Id']);
  });

  it("recognises 'Emirates Id already exists'", () => {
    const result = signupServerErrors({
      statusCode: 409,
      message: 'Emirates Id already exists',
      errors: { emiratesId: 'Emirates Id already exists' },
    });
    expect(result).toMatchObject({ emiratesIdTaken: true, toasts: ['Emirates Id already exists'], fieldErrors: {} });
  });

  it('leaves an answer without errors to the global handler', () => {
    expect(signupServerErrors({ statusCode: 429, message: 'Slow down' })).toMatchObject({ unstructured: true, toasts: [] });
  });
});
