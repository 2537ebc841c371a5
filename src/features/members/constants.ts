/** How long a refresh token lasts from when it is issued (each refresh issues the next). */
export const REFRESH_TOKEN_DAYS = 30
