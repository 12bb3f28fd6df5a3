// The one module for the spec's global response handling and form-error rules.
export { readEnvelope, errorEnvelopeSchema, type ErrorEnvelope, type ErrorList, type ErrorMap } from './envelope';
export { messageForResponse, type ResponseLike } from './global';
export { formErrors, humaniseField, type FormErrors, type FormErrorOptions } from './form';
export { loginErrorMessage } from './login';
export * from './messages';
