/**
 * A stored phone number (E.164, normalised by the server: contracts/phone-number.ts) as people read it:
 * North American numbers ('+15125550142') as '(512) 555-0142', any other as stored. A pattern rather than
 * libphonenumber's metadata, which would put every remote that shows a phone past its size budget
 * (docs/decisions/0015-phone-numbers.md).
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : phone;
}
