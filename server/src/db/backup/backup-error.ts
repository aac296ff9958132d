/** A backup or restore that cannot go on, with a message for the operator (printed without a stack). */
export class BackupError extends Error {}
