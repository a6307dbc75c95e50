/** Path of the browser to launch, or undefined when none is installed. */
export function findChromium(): string | undefined;
/** Path of the system's headless shell, or undefined when it is not installed. */
export function findHeadlessShell(): string | undefined;
