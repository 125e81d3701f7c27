import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';
import {announcementStillDismissed} from './dismissal';

type Props = WrapperProps<typeof AnnouncementBarType>;

function storedValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Docusaurus hides a dismissed bar with CSS from an inline script before hydration. When the
 * bar's id changes, it resets the dismissal in storage but the CSS flag stays for that first
 * load, so the new announcement would only appear on the next page load. Clear the flag
 * unless this very announcement was dismissed.
 */
export default function AnnouncementBarWrapper(props: Props) {
  const id = useThemeConfig().announcementBar?.id;
  useEffect(() => {
    if (
      id &&
      !announcementStillDismissed(
        id,
        storedValue('docusaurus.announcement.id'),
        storedValue('docusaurus.announcement.dismiss'),
      )
    ) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [id]);
  return <AnnouncementBar {...props} />;
}
