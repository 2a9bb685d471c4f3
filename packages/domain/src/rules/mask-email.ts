/**
 * Verification screens show the address half hidden: the first two characters of the local part
 * (one when it is that short) then '***': 'ana.smith@example.com' → 'an***@example.com'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const visible = local.length > 2 ? 2 : 1;
  return `${local.slice(0, visible)}***${email.slice(at)}`;
}
