/**
 * How an encrypted answer is marked (finder.md section 7). Apart from crypto.ts, so the request
 * client can recognise one without loading the encryption, which only the oem release uses.
 */

/** The response header that marks an encrypted answer, and its value. */
export const ENCRYPTED_RESPONSE_HEADER = 'encryption';
export const ENCRYPTED_RESPONSE_VALUE = '1';
