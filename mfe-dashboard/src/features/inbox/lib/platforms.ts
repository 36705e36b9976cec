/** A conversation's channel on its badge (the list's rows, the open thread). */
export const PLATFORM_BADGE: Record<string, string> = { website: 'Chat', sms: 'SMS', voice: 'Phone', facebook: 'Messenger', instagram: 'Instagram' };

/** The channel in "Reply by …". */
export const REPLY_CHANNEL: Record<string, string> = {
  website: 'website chat',
  sms: 'text message',
  voice: 'phone',
  facebook: 'Messenger',
  instagram: 'Instagram',
};
