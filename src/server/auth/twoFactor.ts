import { generateURI } from 'otplib';
import QRCode from 'qrcode';

const issuer = 'Kassen-Konsole';
const verifiedLifetimeMs = 15 * 60 * 1000;

/** A PNG data URL (200x200) of the otpauth URI an authenticator app scans. */
export async function qrCodeDataUrl(login: string, seed: string): Promise<string> {
  const uri = generateURI({ issuer, label: login, secret: seed });
  return QRCode.toDataURL(uri, { type: 'image/png', width: 200, margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * Seeds whose token was verified, per session, until 2FA is switched on with them. Verifying a
 * seed consumes the token's time step, so the same code is never accepted twice for that seed,
 * neither here nor at the next login. Kept in memory: a restart only means verifying again.
 */
export class VerifiedSeeds {
  private readonly entries = new Map<string, { step: number; at: number }>();

  private static id(session: string, seed: string) {
    return `${session}\n${seed}`;
  }

  private purge(now: number) {
    for (const [id, entry] of this.entries) if (now - entry.at > verifiedLifetimeMs) this.entries.delete(id);
  }

  /** The last step accepted for this seed in this session (for one-time use). */
  lastStep(session: string, seed: string, now: number): number | null {
    this.purge(now);
    return this.entries.get(VerifiedSeeds.id(session, seed))?.step ?? null;
  }

  remember(session: string, seed: string, step: number, now: number): void {
    this.entries.set(VerifiedSeeds.id(session, seed), { step, at: now });
  }

  /** The verified step, once: switching 2FA on consumes the verification. */
  take(session: string, seed: string, now: number): number | null {
    this.purge(now);
    const id = VerifiedSeeds.id(session, seed);
    const entry = this.entries.get(id);
    this.entries.delete(id);
    return entry?.step ?? null;
  }
}

const perApp = new WeakMap<object, VerifiedSeeds>();
/** The verified seeds of one server instance. */
export function verifiedSeedsOf(app: object): VerifiedSeeds {
  let seeds = perApp.get(app);
  if (!seeds) perApp.set(app, (seeds = new VerifiedSeeds()));
  return seeds;
}

export interface TwoFactorSettings {
  twoFactorEnabled: number;
  twoFactorSeed: string | null;
  twoFactorLastStep?: number | null;
}

/**
 * The 2FA settings an account gets when the user asks for 2FA on or off. Off clears the seed; on
 * keeps the stored seed, or takes a new one whose token was verified in this session (`takeVerified`
 * gives its time step, once). Null when the new seed was not verified.
 */
export function twoFactorSettings(
  current: Pick<TwoFactorSettings, 'twoFactorEnabled' | 'twoFactorSeed'> | undefined,
  use2FA: boolean,
  seed: string | null | undefined,
  takeVerified: (seed: string) => number | null,
): TwoFactorSettings | null {
  if (!use2FA) return { twoFactorEnabled: 0, twoFactorSeed: null, twoFactorLastStep: null };
  if (current?.twoFactorEnabled && current.twoFactorSeed && (!seed || seed === current.twoFactorSeed)) {
    return { twoFactorEnabled: 1, twoFactorSeed: current.twoFactorSeed };
  }
  const step = seed ? takeVerified(seed) : null;
  if (!seed || step === null) return null;
  return { twoFactorEnabled: 1, twoFactorSeed: seed, twoFactorLastStep: step };
}

/** Whether new 2FA settings switch it on or off or give it another seed: a change of credentials. */
export function twoFactorChanges(
  current: Pick<TwoFactorSettings, 'twoFactorEnabled' | 'twoFactorSeed'>,
  next: TwoFactorSettings,
): boolean {
  return current.twoFactorEnabled !== next.twoFactorEnabled || current.twoFactorSeed !== next.twoFactorSeed;
}
