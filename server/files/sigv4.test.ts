import { describe, expect, it } from 'vitest';
import { sha256Hex, signV4 } from './sigv4';

describe('AWS Signature Version 4', () => {
  // The worked example of the S3 documentation ("Signature Calculations for the Authorization
  // Header: Transferring Payload in a Single Chunk", GET Object).
  it('signs the documented GET Object example to the documented signature', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      new Date(Date.UTC(2013, 4, 24)),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
