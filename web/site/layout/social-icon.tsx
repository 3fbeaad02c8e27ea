import { Mail, MessageCircle, Music2 } from 'lucide-react';
import type { JSX } from 'react';

// Brand marks are not in the icon set: these are simple outline drawings in the same 24px stroke style.
function Facebook() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

function Instagram() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}

function Youtube() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </svg>
  );
}

const ICONS: Record<string, () => JSX.Element> = {
  facebook: Facebook,
  instagram: Instagram,
  youtube: Youtube,
  whatsapp: () => <MessageCircle aria-hidden="true" size={20} />,
  tiktok: () => <Music2 aria-hidden="true" size={20} />,
};

/** A social network's icon; unknown ones get the email icon. */
export function SocialIcon({ platform }: { platform: string }) {
  const Icon = ICONS[platform.toLowerCase()];
  return Icon ? <Icon /> : <Mail aria-hidden="true" size={20} />;
}

/** A social network's display name for labels. */
export const socialNetworkName = (platform: string) =>
  ({ whatsapp: 'WhatsApp', youtube: 'YouTube', facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', email: 'Email' })[
    platform.toLowerCase()
  ] ?? platform;
