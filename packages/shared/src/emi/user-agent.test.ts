import { describe, expect, it } from 'vitest';
import type { EmiBrowser, EmiDevice } from './emi-constants.ts';
import { detectBrowser, detectDevice } from './user-agent.ts';

// Real user-agent strings, copied as browsers send them.
const AGENTS: readonly (readonly [label: string, userAgent: string, EmiDevice, EmiBrowser])[] = [
  [
    'Chrome / Windows 10',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Windows',
    'Chrome',
  ],
  [
    'Firefox / Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'Windows',
    'Firefox',
  ],
  [
    'Edge / Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
    'Windows',
    'Edge',
  ],
  [
    'Edge legacy (EdgeHTML) / Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
    'Windows',
    'Edge',
  ],
  [
    'IE 11 (Trident/7.0)',
    'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    'Windows',
    'Internet Explorer',
  ],
  [
    'IE 10 (MSIE 10.0)',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
    'Windows',
    'Internet Explorer',
  ],
  [
    'Opera / Windows (OPR)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
    'Windows',
    'Opera',
  ],
  [
    'Opera 12 (Presto) / Windows',
    'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18',
    'Windows',
    'Opera',
  ],
  [
    'Edge / Windows Phone (claims Android)',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
    'Windows',
    'Edge',
  ],
  [
    'Safari / macOS (also iPadOS in desktop mode)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    'macOS',
    'Safari',
  ],
  [
    'Chrome / macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'macOS',
    'Chrome',
  ],
  [
    'Firefox / macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
    'macOS',
    'Firefox',
  ],
  [
    'Chrome / Linux x86_64',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Linux',
    'Chrome',
  ],
  [
    'Firefox / Ubuntu',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'Linux',
    'Firefox',
  ],
  [
    'Chrome / ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Linux',
    'Chrome',
  ],
  [
    'Firefox / FreeBSD',
    'Mozilla/5.0 (X11; FreeBSD amd64; rv:127.0) Gecko/20100101 Firefox/127.0',
    'UNIX',
    'Firefox',
  ],
  [
    'Chrome / Android (Pixel)',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36',
    'Android',
    'Chrome',
  ],
  [
    'Samsung Internet / Android',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    'Android',
    'Chrome',
  ],
  [
    'UC Browser / Android',
    'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX2020 Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
    'Android',
    'Chrome',
  ],
  [
    'Firefox / Android (no "Linux" token)',
    'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
    'Android',
    'Firefox',
  ],
  [
    'Edge / Android (EdgA)',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Mobile Safari/537.36 EdgA/127.0.0.0',
    'Android',
    'Edge',
  ],
  [
    'Opera / Android',
    'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.193 Mobile Safari/537.36 OPR/80.0.2254.73545',
    'Android',
    'Opera',
  ],
  [
    'Android 4 stock browser (not Safari)',
    'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    'Android',
    'Unknown Browser',
  ],
  [
    'Safari / iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    'iOS',
    'Safari',
  ],
  [
    'Chrome / iPhone (CriOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'iOS',
    'Chrome',
  ],
  [
    'Firefox / iPad (FxiOS)',
    'Mozilla/5.0 (iPad; CPU OS 10_3_2 like Mac OS X) AppleWebKit/603.2.4 (KHTML, like Gecko) FxiOS/8.1.1b4948 Mobile/14F89 Safari/603.2.4',
    'iOS',
    'Firefox',
  ],
  [
    'Edge / iPhone (EdgiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 EdgiOS/114.0.5735.99',
    'iOS',
    'Edge',
  ],
  [
    'Googlebot',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Unknown OS',
    'Unknown Browser',
  ],
  [
    'Googlebot smartphone (mimics Chrome / Android)',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.216 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Unknown OS',
    'Unknown Browser',
  ],
  [
    'bingbot',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Unknown OS',
    'Unknown Browser',
  ],
  ['curl', 'curl/8.0.1', 'Unknown OS', 'Unknown Browser'],
  ['python-requests', 'python-requests/2.31.0', 'Unknown OS', 'Unknown Browser'],
  ['empty', '', 'Unknown OS', 'Unknown Browser'],
  ['blank', '   ', 'Unknown OS', 'Unknown Browser'],
];

describe('detectDevice and detectBrowser (spec §7)', () => {
  it.each(AGENTS)('%s', (_label, userAgent, device, browser) => {
    expect({ device: detectDevice(userAgent), browser: detectBrowser(userAgent) }).toEqual({
      device,
      browser,
    });
  });
});
