import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters beside the configured cost N = 2^cost (config `SCRYPT_COST`). */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PHC = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface Parsed {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, cost: number, r: number, p: number) {
  const N = 2 ** cost;
  // Node refuses more than 32 MB by default; N = 2^17 with r = 8 needs 128 MB.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p };
  return new Promise<Buffer>((resolve, reject) =>
    // NFKC: the same password typed on another keyboard or system gives the same bytes.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const encode = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

function parse(stored: string): Parsed | undefined {
  const match = PHC.exec(stored);
  if (!match) return undefined;
  return {
    cost: Number(match[1]),
    blockSize: Number(match[2]),
    parallelism: Number(match[3]),
    salt: Buffer.from(match[4] ?? '', 'base64'),
    hash: Buffer.from(match[5] ?? '', 'base64'),
  };
}

/** A PHC string, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`: the parameters travel with the hash. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return `$scrypt$ln=${cost},r=${BLOCK_SIZE},p=${PARALLELISM}$${encode(salt)}$${encode(hash)}`;
}

/** Checks a password against a stored hash with its own parameters, in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const hash = await derive(
    password,
    parsed.salt,
    parsed.cost,
    parsed.blockSize,
    parsed.parallelism,
  );
  return hash.length === parsed.hash.length && timingSafeEqual(hash, parsed.hash);
}

/** Whether a hash was made with weaker parameters than today's, so a sign-in should replace it. */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.cost < cost ||
    parsed.blockSize < BLOCK_SIZE ||
    parsed.hash.length < KEY_LENGTH
  );
}

/**
 * A hash of nothing anyone knows, checked when a sign-in names no account, so that answer takes as
 * long as a wrong password and does not tell which accounts exist.
 */
export function createDecoyHash(cost: number): () => Promise<string> {
  let decoy: Promise<string> | undefined;
  return () => (decoy ??= hashPassword(randomBytes(16).toString('hex'), cost));
}
