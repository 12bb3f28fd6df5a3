// Every control works from the first paint (issue 22). The public form pages paint before their
// scripts arrive (scripts/lib/html-delivery.mjs); on a slow phone that window lasts seconds. A form
// posts natively in it (the no-JS path); what cannot post, such as the Emirates ID button, is
// remembered here and acted on by its component once hydrated (useEarlyTap). A page answering a
// plain post puts the focus on its first invalid field, as the hydrated form does (the control its
// error describes: a phone's number rather than its starting code). Runs inline in
// <head> before any other script; the CSP allows this exact text by its hash (lib/security/headers.ts),
// and a unit test keeps the two in step.
export const EARLY_INPUT_JS =
  "(function(){var d=document,w=window,q=w.__earlyTaps=w.__earlyTaps||{taps:{},live:{}};d.addEventListener('click',function(e){var el=e.target&&e.target.closest?e.target.closest('[data-early-tap]'):null;var n=el&&el.getAttribute('data-early-tap');if(n&&!q.live[n])q.taps[n]=1},true);function first(){var a=d.activeElement,s='main form :is(input,select,textarea)[aria-invalid=\"true\"]:not([type=\"hidden\"])';if(a&&a!==d.body)return;var f=d.querySelector(s+'[aria-describedby]')||d.querySelector(s);if(f)f.focus()}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',first);else first()})();";

export const EARLY_INPUT_SHA256 = 'sha256-1vQ38+zNMVqyxbVnFjfOfqfeYIR94km38oTJT2ZpQFM=';
