/**
 * What follows a 403 whose roles differ from the user's (spec 4.3 and 6): once the message
 * msgRolesHaveBeenChanged was shown, the page is loaded again from the home, so the environment,
 * tokens and menu are read anew. For the error handling (src/errors) to call.
 */
export function reloadAfterRolesChanged(appBase: string, assign: (url: string) => void = (url) => window.location.assign(url)): void {
  assign(appBase);
}
