/**
 * Where plugins/arazzo (build time) and src/components/WorkflowSample (run time) meet: the request samples of a
 * walkthrough page's steps (`<WorkflowSteps>`) are HTML in the page, never in its script. The names both sides
 * agree on, and the props the page's MDX passes.
 */

/** Attribute that marks a step's server-rendered samples in the page HTML: `<workflow name>:<step index>`. */
export const WORKFLOW_SAMPLE_ATTRIBUTE = 'data-workflow-sample';

/** The value of WORKFLOW_SAMPLE_ATTRIBUTE: `toolkit-bank-account-connection:0`. */
export const workflowSampleKey = (name: string, n: number | string) => `${name}:${n}`;

/** Where the site serves a workflow's samples (a JSON array of HTML, one entry per step): beside the workflow. */
export const workflowSamplesUrl = (workflowUrl: string) => workflowUrl.replace(/\.arazzo\.yaml$/, '.samples.json');

/** Props of <WorkflowSample>: one step's request in every sample language. */
export interface WorkflowSampleProps {
  /** The workflow's name. */
  name: string;
  /** The step's index in the workflow, as a string (an MDX attribute). */
  n: string;
  /** URL of the workflow's samples (workflowSamplesUrl), fetched when the page's HTML does not hold them. */
  src: string;
  /** Development only: this step's HTML inline, so `npm start` needs no build output. */
  inline?: string;
}

/** The samples file's content, checked: an array of strings. */
export function parseWorkflowSamples(text: string): string[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw new Error('workflow samples: expected a JSON array of HTML strings');
  return value;
}
