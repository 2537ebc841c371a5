/** The shortest password staff and members may choose (NIST SP 800-63B; src/lib/auth/password-rules.ts). Apart, so a form can show it without the list of common passwords. */
export const MIN_PASSWORD_LENGTH = 12
