/**
 * The test run's field-encryption key (TEST_FIELD_KEY, made by tests/setup/testRun.ts): every file of
 * the run seals and opens encrypted fields (card numbers) with it, as one server does with its
 * configured key. A file's database may be a copy of a seeded template another worker wrote
 * (tests/api/helpers/testDatabase.ts), so a key of the worker's own would not open its demo cards.
 */
import { useFieldKey } from '../../server/crypto/activeCipher';

export function useRunFieldKey(): void {
  const key = process.env.TEST_FIELD_KEY;
  if (key) useFieldKey(Buffer.from(key, 'base64'));
}
