// The two paths below the pages table: the API layer sends a user whose session ended to the login
// page before the router exists, and every page but login lives under the signed-in frame.

export const loginPath = '/login';
/** The path of the signed-in frame; every page but login lives under it. */
export const layoutPath = '/frontend';
