/**
 * The only script the API reference needs: tabs (code samples, examples, response status codes), copy
 * buttons, field links and "Expand all" inside the server-rendered fragments, handled by the reference's
 * root element (ApiFragments passes its click and keydown events here), so nothing is attached to the
 * document or the window. The chosen code-sample language applies to every operation and is remembered
 * in the tab group the MDX pages' `<Tabs groupId="api-lang">` use (through Docusaurus' storage slot, so
 * such tabs on the page follow at once).
 */
import copy from 'copy-text-to-clipboard';
import {createStorageSlot} from '@docusaurus/theme-common';
import {
  FRAGMENT_ATTRIBUTE,
  SAMPLE_LANGUAGE_GROUP,
  SAMPLE_LANGUAGE_STORAGE_KEY,
  parseSamples,
} from '@site/src/shared/api-reference';
import {fetchOnce} from './fetchOnce';

/** Fills a deferred sample panel; shows a short notice while loading and on failure. */
function fillDeferred(container: Element, panel: HTMLElement): void {
  const value = panel.dataset.deferred;
  const group = Number(container.getAttribute('data-samples'));
  const src = container.closest('[data-samples-src]')?.getAttribute('data-samples-src');
  if (!value || !src || !Number.isInteger(group) || panel.dataset.loading) return;
  panel.dataset.loading = 'true';
  panel.setAttribute('aria-busy', 'true');
  panel.textContent = 'Loading…';
  fetchOnce(src, (res) => res.text().then(parseSamples))
    .then(
      (groups) => {
        const html = groups[group]?.[value];
        panel.innerHTML = html ?? '';
        delete panel.dataset.deferred;
      },
      () => {
        panel.textContent = 'This code sample could not be loaded. Reload the page to try again.';
      },
    )
    .finally(() => {
      delete panel.dataset.loading;
      panel.removeAttribute('aria-busy');
    });
}

/** Docusaurus' slot of the chosen language (storage unavailable: it holds nothing, the choice lasts for this page only). */
const languageSlot = () => createStorageSlot(SAMPLE_LANGUAGE_STORAGE_KEY);

/** Shows one tab of a tab container (and renders its panel from its <template> the first time). */
export function selectTab(container: Element, value: string, focus = false): boolean {
  const tabs = Array.from(container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
  const chosen = tabs.find((t) => t.dataset.value === value);
  if (!chosen) return false;
  for (const tab of tabs) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs__item--active', selected);
    const panel = container.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.hidden = !selected;
    if (selected && panel.dataset.deferred) fillDeferred(container, panel);
  }
  if (focus) chosen.focus();
  return true;
}

/** Applies the remembered code-sample language to every sample group under `root`. */
export function applySampleLanguage(root: ParentNode): void {
  const value = languageSlot().get();
  if (!value) return;
  root.querySelectorAll(`[data-tab-group="${SAMPLE_LANGUAGE_GROUP}"]`).forEach((group) => selectTab(group, value));
}

/** A click inside the reference: a tab, or a copy button. */
export function onReferenceClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const tab = target?.closest<HTMLElement>('.api-tabs > [role="tab"]');
  if (tab) {
    const container = tab.closest('.api-tabs-container');
    const value = tab.dataset.value;
    if (!container || !value) return;
    if (container.getAttribute('data-tab-group') === SAMPLE_LANGUAGE_GROUP) {
      languageSlot().set(value);
      const top = tab.getBoundingClientRect().top;
      applySampleLanguage(document);
      // Keep the clicked tab where it was while other groups above it change height.
      window.scrollBy(0, tab.getBoundingClientRect().top - top);
    } else {
      selectTab(container, value);
    }
    return;
  }
  const button = target?.closest<HTMLButtonElement>('button[data-copy]');
  if (button) {
    const text = button.parentElement?.querySelector('pre')?.textContent ?? '';
    if (copy(text)) {
      button.textContent = 'Copied';
      window.setTimeout(() => {
        button.textContent = 'Copy';
      }, 1500);
    }
    return;
  }
  const fieldLink = target?.closest<HTMLAnchorElement>('a.api-field-name');
  if (fieldLink) {
    // The link is followed as any #link (the page goes to the field); its address is also copied.
    if (copy(fieldLink.href)) {
      fieldLink.dataset.copied = '';
      window.setTimeout(() => delete fieldLink.dataset.copied, 1500);
    }
    return;
  }
  const toggle = target?.closest<HTMLButtonElement>('button[data-expand-all]');
  if (toggle) {
    expandAll(toggle);
    return;
  }
  const tryIt = target?.closest<HTMLButtonElement>('button[data-try-it], button[data-sandbox-events]');
  if (tryIt) openSandbox(tryIt);
}

/**
 * The title of an operation's Try it: the operation's heading as the page shows it (its summary, "Create a
 * draft payment"), not its `operationId`, which is only the fallback when the heading cannot be found.
 */
export function operationTitle(button: Element, operationId: string): string {
  const heading = button.closest('.api-block')?.querySelector('.api-op-head h3');
  // Docusaurus' hash link after the text is a zero-width space.
  const text = heading?.textContent?.replace(/\u200b/g, '').trim();
  return text || operationId;
}

/**
 * "Try it" or "Sandbox events" in an operation's aside: loads the Try it chunk on the first click (nothing of
 * it before), then opens the operation's form or the events panel. The API is the fragment's. `link` is the
 * query of a link that asks for Try it prefilled (`?try=<operationId>&example=...`, src/components/TryIt/link.ts).
 */
export function openSandbox(button: HTMLButtonElement, link?: string): void {
  const operationId = button.dataset.tryIt;
  const apiId = button.closest(`[${FRAGMENT_ATTRIBUTE}]`)?.getAttribute(FRAGMENT_ATTRIBUTE)?.split(':')[0];
  const title = operationId ? operationTitle(button, operationId) : '';
  button.setAttribute('aria-busy', 'true');
  import(/* webpackChunkName: "try-it" */ '@site/src/components/TryIt')
    .then((m) => {
      if (operationId && apiId) m.openTryIt({apiId, operationId, title, link}, button);
      else return m.openEvents(button, apiId ? [apiId] : []);
    })
    .catch(() => {
      button.textContent = 'Could not load: reload the page';
    })
    .finally(() => button.removeAttribute('aria-busy'));
}

/** "Expand all" of a field tree: opens every folded level under it, or, once all are open, closes them. */
export function expandAll(button: HTMLElement): void {
  const tree = button.closest('.api-tree');
  if (!tree) return;
  const folds = Array.from(tree.querySelectorAll<HTMLDetailsElement>('details.api-nested'));
  const open = folds.some((d) => !d.open);
  for (const fold of folds) fold.open = open;
  button.textContent = open ? 'Collapse all' : 'Expand all';
}

/** A key inside the reference: arrow keys, Home, End, Enter and Space on a tab. */
export function onReferenceKeyDown(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest<HTMLElement>('.api-tabs > [role="tab"]');
  if (!tab) return;
  const tabs = Array.from(tab.parentElement?.children ?? []).filter((t): t is HTMLElement => t instanceof HTMLElement);
  const i = tabs.indexOf(tab);
  const next = {ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1}[event.key];
  if (next === undefined && event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  const chosen = next === undefined ? tab : tabs[(next + tabs.length) % tabs.length];
  chosen.click();
  chosen.focus();
}
