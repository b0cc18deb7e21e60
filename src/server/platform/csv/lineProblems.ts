// The bad lines of an imported file as its refusal lists them: every one counted, the first 100
// kept, and each line's message kept short. A file of bad lines is answered in a few kilobytes,
// not in a reply many times its size that takes the server seconds to build and send.
import { importTexts } from '../../../shared/texts/de/imports';

export interface LineProblem {
  line: number;
  message: string;
}

/** The bad lines a refusal names; the rest are counted. */
export const listedProblems = 100;
/** A line's messages beyond these are left out; each message is cut after so many characters. */
const messagesPerLine = 5;
const messageChars = 300;

/** The message cut short, never between the two halves of a character such as an emoji. */
function clipped(message: string): string {
  if (message.length <= messageChars) return message;
  const end = /[\uD800-\uDBFF]/.test(message[messageChars - 2]!) ? messageChars - 2 : messageChars - 1;
  return `${message.slice(0, end)}…`;
}

/** The message of one bad line: its first few problems (a cell's text quoted in one cut short). */
function lineMessage(messages: readonly string[]): string {
  const distinct = [...new Set(messages)];
  const shown = distinct.slice(0, messagesPerLine).map(clipped).join(' ');
  return distinct.length > messagesPerLine ? `${shown} …` : shown;
}

export class LineProblems {
  readonly listed: LineProblem[] = [];
  count = 0;

  /** Whether the next bad line is listed; past that a caller need only know that a line is bad. */
  get listing(): boolean {
    return this.listed.length < listedProblems;
  }

  /** A bad line and its messages; past the listed ones it is only counted, its message never made. */
  add(line: number, messages: readonly string[]): void {
    this.count++;
    if (this.listing) this.listed.push({ line, message: lineMessage(messages) });
  }

  /** The refusal's `lines`, and `more` when the list stops short of the file's bad lines. */
  reply(): { lines: LineProblem[]; more?: { lines: number; message: string } } {
    const more = this.count - this.listed.length;
    return more > 0
      ? { lines: this.listed, more: { lines: more, message: importTexts.imports.moreLines(more) } }
      : { lines: this.listed };
  }
}
