// Fixed English texts from the spec. They are used exactly (and double as i18n keys).
export const INVALID_DATA = 'Invalid Data in Form!';
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';
export const INVALID_CREDENTIALS = 'Invalid Username or Password!';
export const CONTACT_CSR = 'Please contact our CSR to complete your registration';
