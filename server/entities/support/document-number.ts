import { randomBytes } from 'node:crypto';

/**
 * A new document number: `<prefix><time in base 36><random hex>`, upper case, letters and
 * digits only, unique in practice and ordered by time (the unique index is the guarantee).
 */
export const documentNumber = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
