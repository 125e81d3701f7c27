import React, {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@site/src/docusaurus/client';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The mobile menu is rendered from the first time it is opened, not on page load.
 *
 * Docusaurus renders the closed menu (the whole sidebar) as soon as a page loads on a narrow screen,
 * moved off-screen with a transition. While it slides away, its links cross the viewport, so the
 * link prefetcher fetches the chunks of every page they point to, and appends one `<link
 * rel=prefetch>` per chunk and page: 398 elements for the 23 chunks of the partner sidebar. That
 * work (and rendering a menu nobody opened) made long-sidebar pages slower than a plain page.
 * Once opened, the menu stays mounted, so closing and reopening animate as before; the first
 * opening slides in through `@starting-style` (src/css/custom.css).
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (shown) setOpened(true);
  }, [shown]);
  return shown || opened ? <NavbarMobileSidebar /> : null;
}
