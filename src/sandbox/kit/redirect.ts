/**
 * Where the sandbox may send a browser back to (a provider `RedirectUri`, the test bank's return after a button):
 * an `https:` URL, or an `http:` one on this machine (`localhost`, `127.0.0.1`), as an integrator's
 * development server is. (Not `http://[::1]`: a Content Security Policy cannot name an IPv6 address, so the
 * pages' `form-action` could not let the browser follow it.) Anything else (`javascript:`, `data:`, `http:` to another host) is refused where it is
 * given (`400`) and never followed by the test bank. Pure.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/** Whether `uri` is a URL the sandbox may redirect a browser to. */
export function redirectAllowed(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** The rule, as the `400`'s message says it. */
export const REDIRECT_RULE = 'should be an https: URL (or http: on localhost or 127.0.0.1)';

/**
 * The sources of the sandbox pages' `form-action`: their own origin, and every target `redirectAllowed` takes
 * (a button's `303` back to the integrator is checked against it in browsers that apply `form-action` to the
 * redirects of a form).
 */
export const FORM_ACTION_SOURCES = "'self' https: http://localhost:* http://127.0.0.1:*";
