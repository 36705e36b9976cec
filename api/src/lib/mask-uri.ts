/** `mongodb://user:secret@host` → `mongodb://user:****@host`, for logs. */
export function maskUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^:@/]*):[^@/]*@/, '$1:****@');
}
