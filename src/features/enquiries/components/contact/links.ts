/**
 * A wa.me chat link for a number as staff type it. wa.me wants the full international number,
 * digits only: "+44 7700 900123" and "07700 900123" both become 447700900123 (a number without a
 * country code is taken to be British, as the clubs are in London).
 */
export function whatsappHref(number: string): string {
  const trimmed = number.trim().replace(/\(0\)/g, '')
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return `https://wa.me/${digits}`
  if (digits.startsWith('00')) return `https://wa.me/${digits.slice(2)}`
  if (digits.startsWith('0')) return `https://wa.me/44${digits.slice(1)}`
  return `https://wa.me/${digits}`
}
