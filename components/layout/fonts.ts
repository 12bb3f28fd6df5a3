import localFont from 'next/font/local';

// Self-hosted from npm (next/font/google needs the network at build). Inter: Latin 400 + 700.
// Noto Sans Arabic: one weight, Arabic subset (~48 KB), not the 162 KB variable file.
export const latinFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-latin',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

// Not preloaded: its CSS variable is only set on Arabic pages, so English pages never fetch it.
// 'optional', not 'swap': without a preload it arrives late on a slow network, and swapping it in
// then moved whole Arabic pages (Lighthouse CLS 0.09–0.16). Now it is used when it comes within
// the short block period or from cache; otherwise the fallback stays for that view.
export const arabicFont = localFont({
  src: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
  weight: '400',
  style: 'normal',
  variable: '--font-arabic',
  display: 'optional',
  preload: false,
  fallback: ['Tahoma', 'Arial', 'sans-serif'],
});
