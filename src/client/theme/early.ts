import { applyPreferredColorScheme } from './colorScheme';

// A script of its own, loaded blocking in <head> (see webpack.config.ts): it sets the colour scheme
// before the body is painted. An inline script would need its hash in the Content-Security-Policy,
// which allows scripts only from this server's files.
applyPreferredColorScheme();
