// Every control works from the first paint (issue 22). The public form pages paint before their
// scripts arrive (scripts/lib/html-delivery.mjs); on a slow phone that window lasts seconds. A form
// posts natively in it (the no-JS path); what cannot post, such as the Emirates ID button, is
// remembered here and acted on by its component once hydrated (useEarlyTap). A page answering a
// plain post puts the focus on its first invalid field, as the hydrated form does. Runs inline in
// <head> before any other script; the CSP allows this exact text by its hash (lib/security/headers.ts),
// and a unit test keeps the two in step.
export const EARLY_INPUT_JS =
  "(function(){var d=document,w=window,q=w.__earlyTaps=w.__earlyTaps||{taps:{},live:{}};d.addEventListener('click',function(e){var el=e.target&&e.target.closest?e.target.closest('[data-early-tap]'):null;var n=el&&el.getAttribute('data-early-tap');if(n&&!q.live[n]){q.taps[n]=1}},true);function first(){var a=d.activeElement;if(a&&a!==d.body)return;var f=d.querySelector('main form :is(input,select,textarea)[aria-invalid=\"true\"]:not([type=\"hidden\"]),main form [aria-invalid=\"true\"] :is(input,select,textarea):not([type=\"hidden\"])');if(f)f.focus()}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',first);else first()})();";

export const EARLY_INPUT_SHA256 = "sha256-p5oub2PbFlnG8gw/8avE59fum7J8pEZpqPVQVTU2tCI=";
