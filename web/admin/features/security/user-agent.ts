/** What a session's User-Agent says in words a person knows: the app or browser with its main version, and the system. */
interface ReadableAgent {
  /** 'Chrome 126', 'Safari 17', 'curl 8' (null: nothing recognisable, or the desktop app). */
  client: string | null;
  /** 'Windows', 'macOS', 'Android'... (null: not said). */
  system: string | null;
  /** The DietBar desktop app (Electron) rather than a browser. */
  desktopApp: boolean;
}

// Order matters: Edge and Opera also call themselves Chrome, Chrome also calls itself Safari.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows\b/],
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** A program that is not a browser ('curl/8.4.0', 'node'): its name and main version. */
const PROGRAM = /^([A-Za-z][\w.-]*)(?:\/(\d+))?/;

/** Reads a User-Agent header; an empty or unknown one gives nulls rather than a guess. */
export function readUserAgent(userAgent: string): ReadableAgent {
  const text = userAgent.trim();
  const system = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  // The app's name is for the page to say in its own language.
  if (/\bElectron\//.test(text)) return { client: null, system, desktopApp: true };
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(text)?.[1];
    if (version) return { client: `${name} ${version}`, system, desktopApp: false };
  }
  const program = text.startsWith('Mozilla/') ? null : PROGRAM.exec(text);
  const client = program ? [program[1], program[2]].filter(Boolean).join(' ') : null;
  return { client, system, desktopApp: false };
}
