import { createGuardrails, generateSecret, verify } from 'otplib';

// 80-bit seeds (16 base32 characters, as many authenticator apps and the demo account use) are
// accepted; new seeds are 160 bits.
const totpGuardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

const periodSeconds = 30;
const toleranceSteps = 1;

/**
 * Checks a TOTP code and returns the time step it belongs to, or null. The caller stores the step
 * and passes it back as `lastStep`: a code of that step or an earlier one is refused (one-time use).
 */
export async function verifyTotp(
  seed: string,
  token: string,
  lastStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(token)) return null;
  const currentStep = Math.floor(now / 1000 / periodSeconds);
  for (let offset = -toleranceSteps; offset <= toleranceSteps; offset++) {
    const step = currentStep + offset;
    if (lastStep !== null && step <= lastStep) continue;
    try {
      const result = await verify({
        secret: seed,
        token,
        epoch: step * periodSeconds,
        epochTolerance: 0,
        guardrails: totpGuardrails,
      });
      if (result.valid) return step;
    } catch {
      // A seed that is not valid base32 matches no code.
      return null;
    }
  }
  return null;
}

export function newTotpSeed(): string {
  return generateSecret();
}
