/**
 * Where the local sandbox is published as one file (plugins/sandbox-web), site-relative: the public file
 * (Toolkit and Partner APIs) and the provider section's (the provider API too), under the section's prefix
 * like every other file of the section.
 */
import {RESTRICTED} from '../restricted';

export const SANDBOX_FILE_NAME = 'fernpay-sandbox.mjs';
/** The public single file. */
export const SANDBOX_FILE_PATH = `/sandbox/${SANDBOX_FILE_NAME}`;
/** The file with the provider API too, under the restricted section's prefix. */
export const RESTRICTED_SANDBOX_FILE_PATH = `${RESTRICTED.prefix}${SANDBOX_FILE_PATH}`;

/**
 * The OpenAPI description of the sandbox's control surface (`/_sandbox`: clock, reset, test-bank buttons,
 * events), served beside each sandbox file (plugins/sandbox-web) from its one source in openapi/.
 */
export const SANDBOX_CONTROL_SOURCE = 'openapi/sandbox/openapi.yaml';
export const SANDBOX_CONTROL_FILE_NAME = 'fernpay-sandbox-control.yaml';
/** Beside the public sandbox file. */
export const SANDBOX_CONTROL_PATH = `/sandbox/${SANDBOX_CONTROL_FILE_NAME}`;
/** Beside the provider section's sandbox file. */
export const RESTRICTED_SANDBOX_CONTROL_PATH = `${RESTRICTED.prefix}${SANDBOX_CONTROL_PATH}`;
