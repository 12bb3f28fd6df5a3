// Logs a learner in as a browser without JavaScript does: the login page's own form, posted with
// every field it renders (the server action's hidden fields among them) and the credentials typed
// in. Login is a server action, not an /api route, so the harness goes through the page like a person.

const ENTITIES = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeHtml = (value) => value.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (e) => ENTITIES[e]);
const attr = (tag, name) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? unescapeHtml(match[1]) : null;
};

/** The name → value pairs a browser would submit for this form's HTML, before anyone types. */
export function formFields(formHtml) {
  const fields = [];
  for (const [tag] of formHtml.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, 'name');
    const type = attr(tag, 'type') ?? 'text';
    if (!name || type === 'submit' || type === 'button' || type === 'file') continue;
    if ((type === 'checkbox' || type === 'radio') && !/\schecked/.test(tag)) continue;
    fields.push([name, attr(tag, 'value') ?? '']);
  }
  for (const [, open, options] of formHtml.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attr(open, 'name');
    if (!name) continue;
    const all = [...options.matchAll(/<option\b[^>]*>/g)].map(([tag]) => tag);
    const chosen = all.find((tag) => /\sselected/.test(tag)) ?? all[0];
    fields.push([name, chosen ? (attr(chosen, 'value') ?? '') : '']);
  }
  return fields;
}

/**
 * A Cookie header holding the portal session of `credentials` ({ countryCode, startingCode, number, password }).
 * `fetch`: another client (one that reaches a given process with the public Host, as a balancer would).
 */
export async function portalLoginCookie({ portalUrl, origin = portalUrl, lang = 'en', credentials, fetch = globalThis.fetch }) {
  const url = `${portalUrl}/${lang}/auth/login`;
  const page = await fetch(url);
  if (!page.ok) throw new Error(`the login page answered ${page.status}`);
  const form = [...(await page.text()).matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([f]) => f).find((f) => /\sname="password"/.test(f));
  if (!form) throw new Error('the login page has no password form');
  const body = new FormData();
  for (const [name, value] of formFields(form)) body.append(name, value);
  for (const [name, value] of Object.entries(credentials)) body.set(name, value);
  const res = await fetch(url, { method: 'POST', body, headers: { origin }, redirect: 'manual' });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => /portal_session=./.test(c));
  if (cookies.length === 0) throw new Error(`login answered ${res.status} and set no session cookie`);
  return cookies.join('; ');
}
