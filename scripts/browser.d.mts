/** Path of the browser to launch, or undefined when none is installed. */
export function findChromium(): string | undefined;
