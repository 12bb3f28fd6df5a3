// Emirates ID card reader: OCR (tesseract.js, offline, in worker threads) + parsers for the
// card front and the back's machine-readable zone.
export { configureEidReader, readEmiratesId, readEmiratesIdDetailed, shutdownEidReader, type EidReaderOptions } from './reader';
export { EidReaderBusyError, EidReaderTimeoutError } from './ocr-pool';
export { COUNTRIES, countryFromMrzCode, type Country } from './countries';
export { normaliseEidNumber, luhnValid } from './check-digits';
export type { EidResult } from './types';
