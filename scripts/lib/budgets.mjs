// The performance budgets, in one place (ARCHITECTURE.md "Performance budgets", issue 12). Two
// checks read them: scripts/check-budgets.mjs (each route's first-load JS from the build manifest,
// page and layouts together) and tests/e2e/budgets.spec.ts (what Chromium really downloads before
// the first interaction: the document, CSS, every script including those loaded on idle, fonts,
// images, data; transfer sizes as they came over the wire, headers included).

/** kB as Next reports them (1000 bytes); KiB for the page totals of the issue. */
export const KB = 1000;
export const KIB = 1024;

// Every page the build makes has a budget: scripts/check-budgets.mjs fails on a page route none covers
// (and tests/unit/budgets.test.ts on a page.tsx none covers, without a build). Route handlers (PDFs, the
// BFF, robots.txt) serve no HTML and layouts are counted inside their pages: neither needs one.
// First-load JS per route as last measured (27 Nov 2026) is in the comment of each budget; a budget sits a
// few kB above it, so a page that grows is noticed, except where ARCHITECTURE.md's ceiling is the rule.
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
    // Pages with nothing to type or fetch in the browser: not-found pages, the payment link's three
    // answers, the staff pages, /dev/. 104.2–104.7 kB (Next's own 104.2 and a few hundred bytes).
    name: 'plain pages',
    route:
      /^(\/_not-found\/page|\/not-found|\/\[lang\]\/(not-found|page-not-found\/page|\[\.\.\.rest\]\/(page|not-found)|\(payment-link\)\/dashboard\/paymentlink\/(success|error|cancelled)\/page)|\/\(staff\)\/.*\/page|\/dev\/page)$/,
    path: /^(\/(en|ar)\/(page-not-found|dashboard\/paymentlink\/(success|error|cancelled))|\/(staff|cashier|csr|salesman)(\/.*)?|\/dev\/?)$/,
    jsKb: 110,
    totalKib: { en: 150, ar: 180 },
  },
  {
    name: 'sign-up, login, OTP',
    route: /^\/\[lang\]\/(\(.*?\)\/)*(signup|signup\/otp|quick-signup|auth(\/.*)?|verify-email\/\[id\])\/page$/,
    path: /^\/(en|ar)\/(signup|signup\/otp|quick-signup|auth(\/.*)?|verify-email\/[^/]+)$/,
    // ARCHITECTURE.md's 150 again (it was 151 for a while: 150.2 kB as downloaded). Paid back by
    // keeping the error table out of the form pages (lib/errors/field-codes.ts, field-text.ts, transient.ts).
    // 116.3 (auth) – 146.8 (quick-signup); the e-mail verification page 125.6.
    jsKb: 150,
    totalKib: { en: 200, ar: 200 },
  },
  {
    // The pages a learner reads (nothing typed): no form library, no query client before interaction.
    // Test Details and Mock Test Schedules (issue 26) are such pages; Courses left them with its skip form (150.8 kB).
    // At 129.2–134.9 kB; the logout button on useActionForm once took them to 149 kB unnoticed under 190.
    name: 'dashboard reading pages',
    route:
      /^\/\[lang\]\/(\(.*?\)\/)*(dashboard(\/payments(\/\[id\])?|\/payment\/(thank-you|error)|\/schedules|\/my-referral-report\/\[id\]|\/test-details|\/mock-test-schedules)?|signup\/payment-error)\/page$/,
    path: /^\/(en|ar)\/(dashboard(\/payments(\/[^/]+)?|\/payment\/(thank-you|error)|\/schedules|\/my-referral-report\/[^/]+|\/test-details|\/mock-test-schedules)?|signup\/payment-error)$/,
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
    // the online mock test (issue 26): a dashboard page's ceiling; the code, choice and timer forms
    name: 'mock test',
    route: /^\/\[lang\]\/(\(.*?\)\/)*mock-test(\/.*)?\/page$/,
    path: /^\/(en|ar)\/mock-test(\/.*)?$/,
    jsKb: 190,
    totalKib: { en: 250, ar: 250 },
  },
  {
    // issue 27: the public forms a visitor fills in without an account, and their thank-you pages
    name: 'appointment and feedback',
    route: /^\/\[lang\]\/(\(.*?\)\/)*(book-an-appointment(\/thank-you)?|customer-feedback(-thank-you)?)\/page$/,
    path: /^\/(en|ar)\/(book-an-appointment(\/thank-you)?|customer-feedback(-thank-you)?)$/,
    jsKb: 150,
    totalKib: { en: 200, ar: 200 },
  },
  {
    // opened from a text message on any phone, often by someone who never logged in here (105.4 kB)
    name: 'payment request',
    route: /^\/\[lang\]\/(\(.*?\)\/)*payment-request\/\[id\]\/page$/,
    path: /^\/(en|ar)\/payment-request\/[^/]+$/,
    jsKb: 150,
    totalKib: { en: 200, ar: 200 },
  },
  {
    // Where the gateway sends the browser back (R§2, no language prefix): usually inside the payment
    // frame, where it only tells the portal window; on its own it verifies the order and moves on
    // (118.4 kB: the next-intl client and the action's answer handling). /payment/redirectlink answers
    // with a redirect from the server (104.2 kB, never painted).
    name: 'payment return',
    route: /^\/payment\/(redirect|redirectlink)\/page$/,
    path: /^\/payment\/(redirect|redirectlink)$/,
    jsKb: 122,
    totalKib: { en: 160, ar: 160 },
  },
  {
    // opened from the centre's text message, without logging in (issue 27): the contract and its code form
    name: 'contract request',
    route: /^\/\[lang\]\/(\(.*?\)\/)*contract-request\/id\/\[id\](\/thank-you)?\/page$/,
    path: /^\/(en|ar)\/contract-request\/id\/[^/]+(\/thank-you)?$/,
    jsKb: 150,
    totalKib: { en: 200, ar: 200 },
  },
];

/** A build-manifest entry that is a page a browser loads (not a layout, not a route handler). */
export const isPageRoute = (route) => /\/(page|not-found)$/.test(route);

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
