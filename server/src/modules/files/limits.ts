/** Upload limits, shared by the multipart parser, the route and the error messages. */
export const UPLOAD_LIMIT_MB = 5;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;
