// A step screen's title key by its route name. Kept apart from steps.ts so that the dashboard's
// inbox can name a row's step without downloading every step screen's metadata at start.

/** The title of the step screen `step` (`workflow.step.{step}`): WORKFLOW_STEPS uses the same key. */
export const stepTitleKey = (step: string): string => `workflow.step.${step}`;
