/** A full page load (not a soft navigation): the next page renders its data afresh. */
export function loadPage(url: string): void {
  window.location.assign(url);
}
