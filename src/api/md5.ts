// MD5 of a text's UTF-8 bytes as 32 lowercase hex digits: what the login (the password) and the
// signed client need. A few lines instead of js-md5, whose buffers, base64, HMAC and streaming
// (about 2 KB gzip more) the login page would load and never use. Same digests (md5.test.ts).

/** Per-round left rotations. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** floor(abs(sin(i + 1)) * 2^32). */
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

/** The message's bytes, padded and with its length in bits, as little-endian 32-bit words. */
function paddedWords(bytes: Uint8Array): Int32Array {
  const blocks = ((bytes.length + 8) >> 6) + 1;
  const words = new Int32Array(blocks * 16);
  bytes.forEach((byte, index) => (words[index >> 2] |= byte << ((index % 4) * 8)));
  words[bytes.length >> 2] |= 0x80 << ((bytes.length % 4) * 8);
  // The length in bits, low word then high word (texts under 512 MB: the high word is 0).
  words[blocks * 16 - 2] = bytes.length * 8;
  words[blocks * 16 - 1] = Math.floor(bytes.length / 2 ** 29);
  return words;
}

export function md5(text: string): string {
  const words = paddedWords(new TextEncoder().encode(text));
  const state = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = state;
    for (let i = 0; i < 64; i += 1) {
      const round = i >> 4;
      const [f, g] =
        round === 0
          ? [(b & c) | (~b & d), i]
          : round === 1
            ? [(d & b) | (~d & c), (5 * i + 1) % 16]
            : round === 2
              ? [b ^ c ^ d, (3 * i + 5) % 16]
              : [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + SINES[i] + words[block + g]) | 0;
      const shift = SHIFTS[round * 4 + (i % 4)];
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    state[0] = (state[0] + a) | 0;
    state[1] = (state[1] + b) | 0;
    state[2] = (state[2] + c) | 0;
    state[3] = (state[3] + d) | 0;
  }
  return state
    .map((word) =>
      Array.from({ length: 4 }, (_, byte) => ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0')).join(''),
    )
    .join('');
}
