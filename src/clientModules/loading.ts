/**
 * A page whose code fails to load on its first visit still becomes the app: the route that failed shows
 * the error and a Retry button (`src/theme/Loading`) instead of a page that looks fine and does nothing.
 * The Docusaurus side of it is in src/docusaurus/client.ts (it patches the generated route tree, so it
 * runs here, when the client modules are evaluated, before Docusaurus preloads the first page).
 */
import {hydrateDespiteFailedChunks} from '@site/src/docusaurus/client';

if (typeof window !== 'undefined') hydrateDespiteFailedChunks();

export {};
