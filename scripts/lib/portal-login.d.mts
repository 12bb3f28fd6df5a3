export declare function formFields(formHtml: string): [string, string][];
export declare function portalLoginCookie(options: {
  portalUrl: string;
  origin?: string;
  lang?: 'en' | 'ar';
  credentials: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}): Promise<string>;
