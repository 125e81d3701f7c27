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
