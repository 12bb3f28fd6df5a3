// The performance budgets, in one place (ARCHITECTURE.md "Performance budgets", issue 12). Two
// checks read them: scripts/check-budgets.mjs (each route's first-load JS from the build manifest,
// page and layouts together) and tests/e2e/budgets.spec.ts (what Chromium really downloads before
// the first interaction: the document, CSS, every script including those loaded on idle, fonts,
// images, data; transfer sizes as they came over the wire, headers included).

/** kB as Next reports them (1000 bytes); KiB for the page totals of the issue. */
export const KB = 1000;
export const KIB = 1024;

export const BUDGETS = [
  {
    name: 'landing',
    route: /^\/\[lang\]\/page$/,
    path: /^\/(en|ar)$/,
    jsKb: 110,
    // A visitor who is not logged in gets plain HTML (scripts/lib/html-delivery.mjs): no JS at all.
    totalKib: { en: 150, ar: 180 },
  },
  {
    name: 'sign-up, login, OTP',
    route: /^\/\[lang\]\/(\(.*?\)\/)*(signup|signup\/otp|quick-signup|auth(\/.*)?)\/page$/,
    path: /^\/(en|ar)\/(signup|signup\/otp|quick-signup|auth(\/.*)?)$/,
    // ARCHITECTURE.md's 150 again (it was 151 for a while: 150.2 kB as downloaded). Paid back by
    // keeping the error table out of the form pages (lib/errors/field-codes.ts, field-text.ts, transient.ts).
    jsKb: 150,
    totalKib: { en: 200, ar: 200 },
  },
  {
    // The pages a learner reads (nothing typed): no form library, no query client before interaction.
    // At 133.8–134.4 kB; the logout button on useActionForm once took them to 149 kB unnoticed under 190.
    name: 'dashboard reading pages',
    route: /^\/\[lang\]\/(\(.*?\)\/)*dashboard(\/payments(\/\[id\])?|\/payment\/(thank-you|error)|\/schedules|\/my-referral-report\/\[id\])?\/page$/,
    path: /^\/(en|ar)\/dashboard(\/payments(\/[^/]+)?|\/payment\/(thank-you|error)|\/schedules|\/my-referral-report\/[^/]+)?$/,
    jsKb: 140,
    // in the browser, with what loads on idle (the notification socket): 163.3–163.4 kB measured
    loadedJsKb: 170,
    totalKib: { en: 230, ar: 230 },
  },
  {
    name: 'onboarding, dashboard',
    // a session's details (/schedules/{id}), a lecture video and a lesson quiz are dashboard pages
    // outside the /dashboard prefix (D§2)
    route:
      /^\/\[lang\]\/(\(.*?\)\/)*(signup\/onboard|signup\/thank-you|dashboard(\/.*)?|schedules\/\[scheduleId\]|lecture-video\/\[lessonId\]\/\[topicId\]\/\[subTopicId\]|question-answer\/\[lessonId\]\/\[topicId\]\/quiz)\/page$/,
    path: /^\/(en|ar)\/(signup\/onboard|signup\/thank-you|dashboard(\/.*)?|schedules\/[^/]+|lecture-video\/[^/]+\/[^/]+\/[^/]+|question-answer\/[^/]+\/[^/]+\/quiz)$/,
    jsKb: 190,
    totalKib: { en: 250, ar: 250 },
  },
  {
    // opened from a text message on any phone, often by someone who never logged in here
    name: 'payment request',
    route: /^\/\[lang\]\/(\(.*?\)\/)*payment-request\/\[id\]\/page$/,
    path: /^\/(en|ar)\/payment-request\/[^/]+$/,
    jsKb: 150,
    totalKib: { en: 200, ar: 200 },
  },
];

export const budgetForRoute = (route) => BUDGETS.find((b) => b.route.test(route));
export const budgetForPath = (pathname) => BUDGETS.find((b) => b.path.test(pathname));

/**
 * What a page downloaded against its budget: a list of plain-language failures (empty when within).
 * `measured`: { path, lang, jsBytes, totalBytes }.
 */
export function budgetFailures(measured) {
  const budget = budgetForPath(measured.path);
  if (!budget) return [`${measured.path}: no budget covers this page`];
  const failures = [];
  const jsKb = measured.jsBytes / KB;
  const totalKib = measured.totalBytes / KIB;
  const jsLimit = budget.loadedJsKb ?? budget.jsKb;
  if (jsKb > jsLimit)
    failures.push(`${measured.path}: ${jsKb.toFixed(1)} kB of JavaScript before interaction, budget ${jsLimit} kB (${budget.name})`);
  const totalLimit = budget.totalKib[measured.lang] ?? budget.totalKib.en;
  if (totalKib > totalLimit)
    failures.push(`${measured.path}: ${totalKib.toFixed(1)} KiB downloaded before interaction, budget ${totalLimit} KiB (${budget.name})`);
  return failures;
}
