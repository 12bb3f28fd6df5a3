import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import {
  REWORDED_KEYS,
  SERVER_MESSAGE_KEYS,
  SERVER_MESSAGE_TEMPLATES,
  localizeServerMessage,
  serverMessageKey,
  type ServerMessageTranslate,
} from '@/lib/i18n/server-messages';
import { loadServerMessages } from '@/lib/i18n/server-messages-loader';
import { msg, translateMessage, type Translate } from '@/lib/schemas/messages';

beforeAll(() => loadServerMessages());

const tEn = createTranslator({ locale: 'en', messages: en }) as unknown as ServerMessageTranslate;
const tAr = createTranslator({ locale: 'ar', messages: ar }) as unknown as ServerMessageTranslate;
const enServer = en.serverMessages as Record<string, string>;
const arServer = ar.serverMessages as Record<string, string>;
const ARABIC = /[\u0600-\u06FF]/;

// ---- Every English text the reference API and the BFF can answer with, read from their source ----

const root = path.join(__dirname, '../..');
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const STR = String.raw`(['"\x60])((?:(?!\1)[^\\]|\\.)*)\1`;
const CONTEXTS = [
  // { message: '…' } in answers and error lists
  String.raw`\bmessage:\s*${STR}`,
  // the error helpers: unauthorized('…'), tooMany('…', s), bffErrors.forbidden('…'), fieldError(f, '…')
  String.raw`\b(?:unauthorized|forbidden|notFound|badRequest|tooMany|gatewayTimeout|badGateway)\(\s*${STR}`,
  String.raw`\bfieldError\([^,]+,\s*${STR}`,
  String.raw`\b(?:new ApiError|errorResponse)\(\s*\d+,\s*${STR}`,
  // defaults of the helpers: (message = '…')
  String.raw`\bmessage\s*=\s*${STR}`,
  // named texts: const FAILED = '…' (upper-case constants only; secrets and codes are filtered below)
  String.raw`^\s*(?:export\s+)?const\s+[A-Z][A-Z0-9_]*\s*=\s*${STR}`,
  // zod rule messages: .regex(/…/, '…'), .min(1, '…'), z.email('…'), z.literal('971', '…'), z.enum(X, '…')
  String.raw`\.(?:regex\(/.*/[a-z]*|min\(\d+|max\(\d+|length\(\d+|literal\([^,]+|enum\([^,]+),\s*${STR}`,
  String.raw`\bz\.email\(\s*${STR}`,
];
const NOT_MESSAGES = /^(?:\d+|dev-only-|Student@|Bearer |AbortError|UpstreamError|ApiError|private, no-store|[a-z][A-Za-z-]*$|[A-Z]{2,5}$|\/)/;

/** Message literals in one source file; `${x}` placeholders come back as `{x}` templates. */
function messagesIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  // Objects of named messages: MESSAGES = { tooYoung: '…', … }, OTP_MESSAGES, GENERIC_TEXT
  for (const block of text.matchAll(/\b(?:[A-Z_]*MESSAGES|GENERIC_TEXT)\b[^=]*=\s*\{([\s\S]*?)\}/g)) {
    for (const m of (block[1] ?? '').matchAll(new RegExp(`:\\s*${STR}`, 'g'))) found.add(m[2] ?? '');
  }
  // Error-map entries: errors.dob = cond ? '…' : '…'; errors['a.b'] = '…'
  for (const m of text.matchAll(/\berrors(?:\.\w+|\[[^\]]+\])\s*=\s*(.*)$/gm)) {
    for (const lit of (m[1] ?? '').matchAll(new RegExp(STR, 'g'))) found.add(lit[2] ?? '');
  }
  for (const line of text.split('\n')) {
    if (/^\s*(?:\/\/|\*)/.test(line) || /\b(?:log|console)\.|new Error\(/.test(line)) continue;
    for (const context of CONTEXTS) {
      for (const m of line.matchAll(new RegExp(context, 'g'))) {
        // the last two groups of STR are the quote and the text
        const groups = m.slice(1);
        found.add(groups[groups.length - 1] ?? '');
      }
    }
  }
  return [...found]
    .map((s) => s.replace(/\\'/g, "'").replace(/\$\{\s*(?:[\w.]+\.)?(\w+)\s*\}/g, '{$1}'))
    .filter((s) => s.trim() && /[A-Za-z]{2}/.test(s) && !NOT_MESSAGES.test(s));
}

function messagesUnder(dirs: string[], skip: RegExp): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of dirs) {
    const full = path.join(root, dir);
    const files = statSync(full).isDirectory() ? filesUnder(full) : [full];
    for (const file of files) {
      if (skip.test(file)) continue;
      for (const text of messagesIn(file)) out.set(text, path.relative(root, file));
    }
  }
  return out;
}

/** A `{x}` template is covered when a sample filled in is recognised. */
const covered = (text: string) => serverMessageKey(text.replace(/\{(\w+)\}/g, 'sample')) !== null;

const API_TEXTS = messagesUnder(['reference-api/src'], /\/(?:db|gateway|services\/eid)\/|\/env\.ts$|\/(?:outbox|passwords|tokens|rate-limit)\.ts$/);
const BFF_TEXTS = messagesUnder(
  ['lib/bff', 'lib/upstream/errors.ts', 'lib/errors/messages.ts', 'lib/auth/texts.ts', 'app/api'],
  /\/proxy-table\.ts$/,
);

describe('the scan of the API and BFF sources', () => {
  it('finds the texts the brief names (so a silent scanner cannot pass the next test)', () => {
    for (const text of [
      'Email already exists',
      'Phone number already exists',
      'Emirates Id already exists',
      'Invalid OTP',
      'OTP has expired',
      'Too many wrong attempts, please request a new OTP',
      'Too many failed login attempts, please try again later',
      'Use an image file',
      "Invalid Id, Id can't be read, please try again",
      'File is too large (max 5 MB)',
      'You need to have residency Visa in UAE to register!',
      'Invalid Data in Form!',
      'Internal Server Error',
      'Email is invalid',
      'Invalid value for {key}',
    ]) {
      expect(API_TEXTS.has(text)).toBe(true);
    }
    for (const text of ['Cross-origin request refused', 'Bad Gateway', 'Unable to send OTP', 'Length Required', 'Invalid Username or Password!']) {
      expect(BFF_TEXTS.has(text)).toBe(true);
    }
  });

  it('every message the reference API can produce has a translation', () => {
    const untranslated = [...API_TEXTS].filter(([text]) => !covered(text)).map(([text, file]) => `${file}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('every message the BFF and lib/errors produce has a translation', () => {
    const untranslated = [...BFF_TEXTS].filter(([text]) => !covered(text)).map(([text, file]) => `${file}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});

describe('the server-message table', () => {
  it('every key has an English and a real Arabic text, and no message is orphaned', () => {
    const keys = new Set([...Object.values(SERVER_MESSAGE_KEYS), ...SERVER_MESSAGE_TEMPLATES.map(([key]) => key)]);
    for (const key of keys) {
      expect(enServer[key]).toBeTruthy();
      expect(arServer[key]).toMatch(ARABIC);
    }
    expect(Object.keys(enServer).sort()).toEqual([...keys].sort());
  });

  it("uses each source's English exactly (the gateway statuses and a dead token are deliberately reworded)", () => {
    for (const [text, key] of Object.entries(SERVER_MESSAGE_KEYS)) {
      if (REWORDED_KEYS.includes(key)) continue;
      // A key shared by several texts carries the first; the others are exact aliases of it.
      const first = Object.entries(SERVER_MESSAGE_KEYS).find(([, k]) => k === key)?.[0];
      if (first === text) expect(enServer[key]).toBe(text);
    }
    for (const [key, template] of SERVER_MESSAGE_TEMPLATES) expect(enServer[key]).toBe(template);
  });

  it('English pages show the spec texts unchanged', () => {
    for (const text of Object.keys(SERVER_MESSAGE_KEYS)) {
      const key = SERVER_MESSAGE_KEYS[text]!;
      if (REWORDED_KEYS.includes(key) || Object.values(SERVER_MESSAGE_KEYS).filter((k) => k === key).length > 1) continue;
      expect(localizeServerMessage(text, tEn)).toBe(text);
    }
  });

  it.each([
    ['Email already exists', 'البريد الإلكتروني مسجّل مسبقاً'],
    ['Invalid OTP', 'رمز التحقق غير صحيح'],
    ['Invalid Data in Form!', 'بيانات غير صالحة في النموذج!'],
    ['Internal Server Error', 'خطأ داخلي في الخادم'],
    ["Invalid Id, Id can't be read, please try again", 'الهوية غير صالحة، تعذّرت قراءة الهوية، يرجى المحاولة مرة أخرى'],
    ['  Invalid\n Username or   Password! ', 'اسم المستخدم أو كلمة المرور غير صحيحة!'],
  ])('%p → %p in Arabic', (text, arabic) => {
    expect(localizeServerMessage(text, tAr)).toBe(arabic);
  });

  it('translates parametrised texts, with a known field label in Arabic', () => {
    expect(localizeServerMessage('Invalid Full Name', tAr)).toBe('قيمة الاسم الكامل غير صالحة');
    expect(localizeServerMessage('Invalid Number', tAr)).toBe('قيمة الرقم غير صالحة');
    expect(localizeServerMessage('Invalid Visa Profession', tAr)).toBe('قيمة Visa Profession غير صالحة');
    expect(localizeServerMessage('studentDetails.language is invalid', tAr)).toBe('قيمة اللغة غير صالحة');
    expect(localizeServerMessage('Failed to upload file lease.pdf, Please try again', tAr)).toBe('تعذّر رفع الملف lease.pdf، يرجى المحاولة مرة أخرى');
    expect(localizeServerMessage('Failed to upload file lease.pdf, Please try again', tEn)).toBe('Failed to upload file lease.pdf, Please try again');
  });

  it('shows an unknown text as it came, and a known one as it came when the page lacks the namespace', () => {
    expect(localizeServerMessage('Something the server made up', tAr)).toBe('Something the server made up');
    const bare = createTranslator({ locale: 'ar', messages: { fields: ar.fields } }) as unknown as ServerMessageTranslate;
    expect(localizeServerMessage('Invalid OTP', bare)).toBe('Invalid OTP');
  });

  it('field errors carrying a server text are translated by translateMessage', () => {
    expect(translateMessage('Phone number already exists', tAr as Translate)).toBe('رقم الهاتف مسجّل مسبقاً');
    expect(translateMessage('Phone number already exists', tEn as Translate)).toBe('Phone number already exists');
  });
});

describe('Arabic validation grammar', () => {
  const tr = (m: string) => translateMessage(m, tAr as Translate);

  it('reads correctly for a feminine label (no adjective agreeing with the label)', () => {
    expect(tr(msg.required('password'))).toBe('حقل كلمة المرور مطلوب');
    expect(tr(msg.required('nationality'))).toBe('حقل الجنسية مطلوب');
    expect(tr(msg.invalid('email'))).toBe('قيمة البريد الإلكتروني غير صالحة');
    expect(tr(msg.serverInvalid('nationality'))).toBe('قيمة الجنسية غير صالحة');
    expect(tr(msg.minValue('number', 0))).toBe('يجب أن تكون قيمة الرقم أكبر من 0.');
  });

  it.each([
    [1, 'حرف واحد'],
    [2, 'حرفين'],
    [7, '7 أحرف'],
    [12, '12 حرفًا'],
    [100, '100 حرف'],
  ])('counts letters with the Arabic plural categories (%i → %s)', (n, phrase) => {
    expect(tr(msg.exactLength('number', n))).toBe(`يجب أن يتكون حقل الرقم من ${phrase} بالضبط.`);
  });

  it('counts OTP digits the same way', () => {
    expect(tr(msg.otpLength(6))).toBe('يجب أن يتكون رمز التحقق من 6 أرقام');
    expect(tr(msg.otpLength(11))).toBe('يجب أن يتكون رمز التحقق من 11 رقمًا');
  });
});
