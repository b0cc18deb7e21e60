import { useLiveStream } from '../../app/useLiveStream';
import { useContextId } from '../ContextPicker';

/**
 * The live stream of the context the URL shows (issue 54): mounted once in the frame, so moving
 * between pages of one context keeps one connection; another context closes it and opens its own.
 */
export function LiveStream() {
  useLiveStream(useContextId());
  return null;
}
