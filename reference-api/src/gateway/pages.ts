import type { Order } from './orders';

// The hosted pages of the gateway sandbox: the card form (English and Arabic, made for a phone-sized
// frame), the "bank is processing" page of the slow card, the hand-back page that posts encResp to
// the merchant, and the gateway's error page. Plain HTML with one nonce'd style block and, on the
// hand-back page only, one nonce'd line of script (with a button for browsers without script).

type Lang = 'EN' | 'AR';

const TEXT = {
  EN: {
    title: 'Secure payment',
    sandbox: 'Sandbox gateway: no real card is charged.',
    pay: 'Pay',
    order: 'Order',
    amount: 'Amount',
    cardNumber: 'Card number',
    cardName: 'Name on card',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    cancel: 'Cancel payment',
    testCards: 'Test cards',
    cards: {
      success: 'payment succeeds',
      failure: 'the bank declines',
      slow: 'succeeds after a delay',
    },
    errors: {
      card: 'Enter a valid card number.',
      unknownCard: 'This card is not accepted here. Use one of the test cards.',
      name: 'Enter the name on the card.',
      expiry: 'Enter a valid expiry date (MM/YY) in the future.',
      cvv: 'Enter the 3-digit CVV.',
    },
    processing: 'The bank is processing your payment. Please do not close this window.',
    returning: 'Returning to the merchant…',
    continue: 'Continue',
    errorTitle: 'Payment request failed',
  },
  AR: {
    title: 'دفع آمن',
    sandbox: 'بوابة تجريبية: لن تُخصم أي مبالغ من بطاقة حقيقية.',
    pay: 'ادفع',
    order: 'الطلب',
    amount: 'المبلغ',
    cardNumber: 'رقم البطاقة',
    cardName: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز التحقق (CVV)',
    cancel: 'إلغاء الدفع',
    testCards: 'بطاقات الاختبار',
    cards: {
      success: 'ينجح الدفع',
      failure: 'يرفض البنك الدفع',
      slow: 'ينجح بعد تأخير',
    },
    errors: {
      card: 'أدخل رقم بطاقة صحيحًا.',
      unknownCard: 'هذه البطاقة غير مقبولة هنا. استخدم إحدى بطاقات الاختبار.',
      name: 'أدخل الاسم المكتوب على البطاقة.',
      expiry: 'أدخل تاريخ انتهاء صحيحًا (شهر/سنة) في المستقبل.',
      cvv: 'أدخل رمز التحقق المكوّن من 3 أرقام.',
    },
    processing: 'يقوم البنك بمعالجة دفعتك. يُرجى عدم إغلاق هذه النافذة.',
    returning: 'جارٍ الرجوع إلى التاجر…',
    continue: 'متابعة',
    errorTitle: 'تعذّر تنفيذ طلب الدفع',
  },
} as const;

export type CardField = 'card' | 'name' | 'expiry' | 'cvv';
export type CardErrors = Partial<Record<CardField, keyof (typeof TEXT)['EN']['errors']>>;

export const TEST_CARDS = {
  success: '4111111111111111',
  failure: '4000000000000002',
  slow: '4000000000003220',
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function formatAmount(amount: string, currency: string, lang: Lang): string {
  const n = Number(amount);
  const figure = new Intl.NumberFormat(lang === 'AR' ? 'ar-AE-u-nu-latn' : 'en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  return `${currency} ${figure}`;
}

// Made for the portal's payment frame on a 360 px phone (about 290 px inside it): one column, every
// box allowed to shrink (min-inline-size:0, inputs at 100%: an input's intrinsic width alone pushed the
// page to 545 px), long ids allowed to wrap, logical properties only, so the Arabic page is the mirror.
const STYLE = `
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,Arial,sans-serif;color:#1d2433;background:#f5f7fb;overflow-wrap:anywhere}
main{max-inline-size:28rem;margin-inline:auto;padding:.75rem}h1{font-size:1.25rem;margin-block:0 .5rem}p{margin-block:0 .25rem}
.meta{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.125rem .75rem;margin-block:0 .75rem;color:#5b6475}
.meta dt{font-weight:600}.meta dd{margin:0;min-inline-size:0}.id{font-size:.875rem}.amount{color:#1d2433;font-weight:700;font-size:1.125rem}
.note{background:#fff7e0;border:1px solid #f0d690;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem;margin-block-end:.75rem}
form{display:grid;gap:.75rem;background:#fff;border:1px solid #dde2ec;border-radius:.75rem;padding:1rem;min-inline-size:0}
.field{display:grid;gap:.25rem;min-inline-size:0}label{font-weight:600}
input{font:inherit;inline-size:100%;min-inline-size:0;padding:.625rem .75rem;border:1px solid #b8c0cf;border-radius:.5rem;min-block-size:2.75rem}
input[aria-invalid=true]{border-color:#b42318}.err{color:#b42318;font-weight:400;font-size:.875rem}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,7.5rem),1fr));gap:.75rem}
button{font:inherit;font-weight:600;inline-size:100%;min-block-size:2.75rem;border-radius:.5rem;border:0;padding:.5rem 1rem;cursor:pointer}
.pay{background:#0b5fff;color:#fff}.cancel{background:transparent;color:#0b5fff;text-decoration:underline}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
[dir=ltr].num,input[dir=ltr]{unicode-bidi:isolate}[dir=rtl] input[dir=ltr]{text-align:end}
ul{padding-inline-start:1.25rem;margin:.25rem 0 0}
@media (max-width:20rem){main{padding:.5rem}form{padding:.75rem}}
`;

function document(lang: Lang, nonce: string, title: string, body: string, head = ''): string {
  const l = lang === 'AR' ? 'ar' : 'en';
  return `<!doctype html><html lang="${l}" dir="${lang === 'AR' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${head}<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface CardPageValues {
  name?: string;
  expiry?: string;
}

/** A number or id inside text of either direction: always read left to right, never reordered. */
const isolated = (text: string, cls = 'num') => `<bdi dir="ltr" class="${cls}">${escapeHtml(text)}</bdi>`;

/** 4111111111111111 → 4111 1111 1111 1111, as printed on a card. */
const grouped = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

export function cardPage(order: Order, nonce: string, errors: CardErrors = {}, values: CardPageValues = {}): string {
  const t = TEXT[order.language];
  const amount = formatAmount(order.amount, order.currency, order.language);
  // Explicit labels (not wrapping ones): the error under a field is its description, not part of its name.
  const field = (name: CardField, label: string, attrs: string, value = '') => {
    const error = errors[name];
    const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    const message = error ? `<span class="err" id="${name}-error">${escapeHtml(t.errors[error])}</span>` : '';
    return `<div class="field"><label for="f-${name}">${escapeHtml(label)}</label><input id="f-${name}" name="${name}" type="text" ${attrs}${describedBy} value="${escapeHtml(value)}">${message}</div>`;
  };
  const first = (Object.keys(errors) as CardField[])[0];
  const alert = first ? `<p role="alert" class="err">${escapeHtml(t.errors[errors[first]!])}</p>` : '';
  const card = (number: string, what: string) => `<li>${isolated(grouped(number))} ${escapeHtml(what)}</li>`;
  // The expiry is typed with its slash (MM/YY is what the gateway reads), which a numeric keypad lacks.
  const body = `
<h1>${escapeHtml(t.title)}</h1>
<dl class="meta"><dt>${escapeHtml(t.order)}</dt><dd>${isolated(order.orderId, 'num id')}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${isolated(amount)}</dd></dl>
<div class="note"><p>${escapeHtml(t.sandbox)}</p><p>${escapeHtml(t.testCards)}:</p><ul>
${card(TEST_CARDS.success, t.cards.success)}
${card(TEST_CARDS.failure, t.cards.failure)}
${card(TEST_CARDS.slow, t.cards.slow)}</ul></div>
<form method="post" action="/transaction/pay" novalidate>${alert}
<input type="hidden" name="tracking_id" value="${escapeHtml(order.trackingId)}">
<input type="hidden" name="page_token" value="${escapeHtml(order.pageToken)}">
${field('card', t.cardNumber, 'dir="ltr" inputmode="numeric" autocomplete="cc-number" spellcheck="false" maxlength="23" required' + (first === 'card' ? ' autofocus' : ''))}
${field('name', t.cardName, 'autocomplete="cc-name" autocapitalize="characters" spellcheck="false" maxlength="60" required', values.name)}
<div class="row">${field('expiry', t.expiry, 'dir="ltr" autocomplete="cc-exp" placeholder="MM/YY" spellcheck="false" maxlength="5" required', values.expiry)}
${field('cvv', t.cvv, 'dir="ltr" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div>
<button class="pay" name="action" value="pay">${escapeHtml(t.pay)} ${isolated(amount)}</button>
<button class="cancel" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</form>`;
  return document(order.language, nonce, t.title, body);
}

export function processingPage(order: Order, nonce: string): string {
  const t = TEXT[order.language];
  const next = `/transaction/result?tracking_id=${encodeURIComponent(order.trackingId)}&page_token=${encodeURIComponent(order.pageToken)}`;
  const body = `<h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(t.processing)}</p>`;
  return document(order.language, nonce, t.title, body, `<meta http-equiv="refresh" content="2;url=${escapeHtml(next)}">`);
}

/** Hands the result back: a POST of encResp to the merchant's redirect or cancel URL, as the real gateway does. */
export function handBackPage(lang: Lang, nonce: string, target: string, encResp: string, orderNo: string): string {
  const t = TEXT[lang];
  const body = `<p role="status">${escapeHtml(t.returning)}</p>
<form id="back" method="post" action="${escapeHtml(target)}"><input type="hidden" name="encResp" value="${escapeHtml(encResp)}"><input type="hidden" name="orderNo" value="${escapeHtml(orderNo)}"><button class="pay">${escapeHtml(t.continue)}</button></form>
<script nonce="${nonce}">document.getElementById('back').submit()</script>`;
  return document(lang, nonce, t.title, body);
}

export function errorPage(lang: Lang, nonce: string, code: string, text: string): string {
  const t = TEXT[lang];
  const body = `<h1>${escapeHtml(t.errorTitle)}</h1><p role="alert">Error Code: ${escapeHtml(code)} ${escapeHtml(text)}</p>`;
  return document(lang, nonce, t.errorTitle, body);
}
