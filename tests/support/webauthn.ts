/**
 * A software authenticator for the server's passkey tests (issue 39): what a phone or a security key would answer to
 * `navigator.credentials.create` and `.get`, as `@simplewebauthn/browser` hands it to the server (JSON, base64url):
 * an ES256 (P-256) key pair, "none" attestation, a resident credential with its user handle, user presence and
 * verification flags, and a signature counter (0 for ever, as synced passkeys do, or counting).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The few CBOR types an attestation needs (RFC 8949): integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private counter = 0;
  private userHandle = "";
  private readonly counting: boolean;

  constructor({ counting = false }: { counting?: boolean } = {}) {
    this.counting = counting;
  }

  get id() {
    return b64url(this.credentialId);
  }

  private flags(uv: boolean, attested: boolean) {
    return 0x01 | (uv ? 0x04 : 0) | (attested ? 0x40 : 0);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration `options` on a page of `origin` (a RegistrationResponseJSON). */
  register(options: CreationOptions, origin: string, { uv = true, rpId }: { uv?: boolean; rpId?: string } = {}) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId ?? options.rp.id ?? ""),
      Buffer.from([this.flags(uv, true)]),
      u32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      cose,
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to sign-in `options` on a page of `origin` (an AuthenticationResponseJSON), signed with the key. */
  authenticate(options: RequestOptions, origin: string, { uv = true, rpId }: { uv?: boolean; rpId?: string } = {}) {
    if (this.counting) this.counter += 1;
    const authData = Buffer.concat([
      sha256(rpId ?? options.rpId ?? ""),
      Buffer.from([this.flags(uv, false)]),
      u32(this.counter),
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** Sets the counter back (a cloned authenticator, or a replay with an old count). */
  rewind(to: number) {
    this.counter = to;
  }
}
