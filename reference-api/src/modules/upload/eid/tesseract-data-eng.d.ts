// @tesseract.js-data/eng ships no types; its CommonJS export is this object.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
