import type { EmiBrowser, EmiDevice } from './emi-constants.ts';

/*
 * Spec §7: the EMI summary call names the visitor's device and browser from a fixed list.
 * User agents lie on purpose (every Chromium says "Safari", iOS says "like Mac OS X", Android
 * says "Linux"), so the rules below are ORDERED: the more specific token is tested first.
 * Only the user-agent string is read; the names are for the audit's view log, not for security.
 */

// Crawlers usually mimic a real browser and then add "Googlebot/2.1" or a "+http://…" info link.
const BOT = /bot\/|crawler|spider|slurp|\+https?:\/\//i;

const DEVICE_RULES: readonly (readonly [RegExp, EmiDevice])[] = [
  // Windows Phone also claims "Android" and "iPhone" to get mobile pages.
  [/Windows Phone/, 'Windows'],
  [/Android/, 'Android'],
  // iPadOS 13+ in its default "desktop" mode sends a plain Macintosh user agent; telling it apart
  // needs navigator.maxTouchPoints, which a user-agent string cannot carry, so it reads as macOS.
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows|Win(?:32|64|NT)/, 'Windows'],
  [/Macintosh|Mac OS X|Mac_PowerPC/, 'macOS'],
  // ChromeOS runs a Linux kernel and the list has no ChromeOS; its UA has "X11; CrOS" but no
  // "Linux", so it must be caught before the X11 → UNIX rule.
  [/\bCrOS\b|Linux/, 'Linux'],
  [/FreeBSD|OpenBSD|NetBSD|DragonFly|SunOS|Solaris|\bAIX\b|HP-UX|IRIX|X11/, 'UNIX'],
];

const BROWSER_RULES: readonly (readonly [RegExp, EmiBrowser])[] = [
  // Edge (Chromium "Edg/", legacy "Edge/", Android "EdgA/", iOS "EdgiOS/") also says Chrome/Safari.
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  // Opera: Chromium "OPR/", iOS "OPiOS/", Opera Touch "OPT/", Presto "Opera/9.80", Opera Mini.
  [/\bOPR\/|\bOPiOS\/|\bOPT\/|\bOpera\b/, 'Opera'],
  [/MSIE |Trident\//, 'Internet Explorer'],
  // Firefox for iOS is WebKit underneath but calls itself FxiOS.
  [/Firefox\/|FxiOS\//, 'Firefox'],
  // Chromium-based browsers without a name on the list (Samsung Internet, UC Browser, Brave,
  // Vivaldi, Yandex, Android WebView) are reported as Chrome when — and only because — they say
  // "Chrome/". Chrome for iOS says "CriOS/".
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
];

/** Spec §7: the operating system named by a user-agent string, or 'Unknown OS'. */
export function detectDevice(userAgent: string): EmiDevice {
  if (isUnknownAgent(userAgent)) return 'Unknown OS';
  return DEVICE_RULES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown OS';
}

/** Spec §7: the browser named by a user-agent string, or 'Unknown Browser'. */
export function detectBrowser(userAgent: string): EmiBrowser {
  if (isUnknownAgent(userAgent)) return 'Unknown Browser';
  const named = BROWSER_RULES.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (named) return named;
  // Whatever is left and says "Safari" is Safari — except Android's pre-Chrome stock browser,
  // which borrowed the token ("Version/4.0 Mobile Safari/534.30") but is not Apple's browser.
  if (/Safari\//.test(userAgent) && !/Android/.test(userAgent)) return 'Safari';
  return 'Unknown Browser';
}

function isUnknownAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT.test(userAgent);
}
