import { generateURI } from 'otplib';
import QRCode from 'qrcode';

const issuer = 'Kassen-Konsole';

/** A PNG data URL (200x200) of the otpauth URI an authenticator app scans. */
export async function qrCodeDataUrl(login: string, seed: string): Promise<string> {
  const uri = generateURI({ issuer, label: login, secret: seed });
  return QRCode.toDataURL(uri, { type: 'image/png', width: 200, margin: 2, errorCorrectionLevel: 'M' });
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
export async function twoFactorSettings(
  current: Pick<TwoFactorSettings, 'twoFactorEnabled' | 'twoFactorSeed'> | undefined,
  use2FA: boolean,
  seed: string | null | undefined,
  takeVerified: (seed: string) => Promise<number | null>,
): Promise<TwoFactorSettings | null> {
  if (!use2FA) return { twoFactorEnabled: 0, twoFactorSeed: null, twoFactorLastStep: null };
  if (current?.twoFactorEnabled && current.twoFactorSeed && (!seed || seed === current.twoFactorSeed)) {
    return { twoFactorEnabled: 1, twoFactorSeed: current.twoFactorSeed };
  }
  const step = seed ? await takeVerified(seed) : null;
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
