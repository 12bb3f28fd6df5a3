// R§2 "the app breaks out of any frame it is loaded in". Backs up frame-ancestors/X-Frame-Options
// for browsers that ignore them. A same-origin parent is allowed: the payment frame returns to a
// portal page inside the portal. Chromium refuses a cross-origin frame's top navigation without a
// user gesture, so the first click or key press in a framed page breaks out instead of reaching the
// page (that is also the clickjacking defence). The CSP allows this exact text by its hash (see
// headers.ts), so it runs under the nonce policy too; a unit test keeps the two in step.
export const FRAME_BREAKER_JS =
  "(function(){var w=window;if(w.top===w.self)return;try{if(w.top.location.origin===w.location.origin)return}catch(e){}function out(e){if(e){e.preventDefault();e.stopImmediatePropagation()}try{w.top.location=w.location.href}catch(x){}}out();w.addEventListener('click',out,true);w.addEventListener('keydown',out,true)})();";

export const FRAME_BREAKER_SHA256 = 'sha256-CP7GXW+BowBWPUZKG91JfdkRhD6GHqhzbAsatxLY3Sc=';
