import { describe, expect, it } from 'vitest';
import { encodeS3, sha256Hex, signRequest } from './s3-signature.ts';

// The worked example of AWS's S3 documentation, "Example: GET Object" under "Signature
// Calculations for the Authorization Header: Transferring Payload in a Single Chunk".
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('S3 signature version 4', () => {
  it("signs AWS's documented GET Object example to its published signature", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      AWS_EXAMPLE,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes keys as S3 expects, keeping the path separators', () => {
    expect(encodeS3('uploads/banner 1+ç.png', true)).toBe('uploads/banner%201%2B%C3%A7.png');
    expect(encodeS3('a/b', false)).toBe('a%2Fb');
  });
});
