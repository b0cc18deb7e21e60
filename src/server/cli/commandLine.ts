import { parseArgs, type ParseArgsConfig } from 'node:util';
import { commandLine } from '../../shared/texts/commandLine';

type Options = NonNullable<ParseArgsConfig['options']>;
const help = { help: { type: 'boolean', short: 'h' } } as const;

/** Ends the command as a refused argument does: the German reason, the usage, exit code 2. */
export function refuseArguments(reason: string, usage: string): never {
  console.error(`${reason}\n\n${usage}`);
  process.exit(2);
}

/** node:util's parseArgs says what it refuses in English; an operator reads German. */
export function germanReason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const quoted = /'([^']+)'/.exec(message ?? '')?.[1] ?? '';
  const option = quoted.split(' ')[0]!;
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return commandLine.unknownOption(option);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/ambiguous/.test(message ?? '')) return commandLine.dashValue(option);
      return /missing/.test(message ?? '') ? commandLine.missingValue(option) : commandLine.noValueTaken(option);
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return commandLine.unexpectedArgument(quoted);
    default:
      return commandLine.unreadable;
  }
}

/**
 * The command's options from its arguments, by node:util's strict parseArgs. `--help` (`-h`) prints
 * the usage and ends the command; an argument it cannot use ends it with a German reason and the
 * usage, never a stack trace.
 */
export function parseCommandLine<T extends Options>(options: T, usage: string, args = process.argv.slice(2)) {
  type Config = { options: T & typeof help; args: string[]; strict: true; allowPositionals: false };
  let values: ReturnType<typeof parseArgs<Config>>['values'];
  try {
    const config: Config = { options: { ...options, ...help }, args, strict: true, allowPositionals: false };
    values = parseArgs(config).values;
  } catch (error) {
    refuseArguments(germanReason(error), usage);
  }
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** A whole-number option of at least `min`, or the command ends as with any refused argument. */
export function wholeNumber(name: string, value: string | undefined, min: number, usage: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isInteger(n) || n < min)
    refuseArguments(commandLine.wholeNumber(`--${name}`, min), usage);
  return n;
}
