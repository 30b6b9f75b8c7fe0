/** The scope the browser app asks for: sign-in and profile (refresh tokens come without offline_access). */
export const CLIENT_SCOPE = 'openid profile';
