import selfsigned from 'selfsigned';

export interface Certificate {
  /** PEM private key of the server. */
  key: string;
  /** PEM certificate, signed by its own key: a client trusts it only when told to. */
  cert: string;
}

/** A self-signed server certificate for 127.0.0.1 and localhost, made for one test run. */
export async function selfSignedCertificate(): Promise<Certificate> {
  const generated = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  return { key: generated.private, cert: generated.cert };
}
