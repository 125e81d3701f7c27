import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * Docusaurus hides a dismissed bar with CSS from an inline script before hydration. When the
 * bar's id changes, it resets the dismissal in storage but the CSS flag stays for that first
 * load, so the new announcement would only appear on the next page load. Clear the flag.
 */
export default function AnnouncementBarWrapper(props: Props) {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
