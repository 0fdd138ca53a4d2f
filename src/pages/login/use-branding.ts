import { useEffect, useState } from 'react';
import { fetchBranding, type Branding } from '../../api/system-api';
import { API_CODES } from '../../meta/api-codes';

/**
 * The seller's branding for the login page: the link's sellerId, else the typed seller number.
 * Title and site icon follow it; without branding the defaults stay.
 */
export function useBranding(sellerKey: string): Branding | undefined {
  const [branding, setBranding] = useState<Branding>();
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      fetchBranding(sellerKey)
        .then((answer) => live && setBranding(answer.code === API_CODES.OK && answer.data ? answer.data : undefined))
        .catch(() => live && setBranding(undefined));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sellerKey]);
  useEffect(() => {
    if (branding?.platformTitle) document.title = branding.platformTitle;
    const icon = document.getElementById('site-icon') as HTMLLinkElement | null;
    if (icon && branding?.platformWebsiteIcon) icon.href = branding.platformWebsiteIcon;
  }, [branding]);
  return branding;
}
