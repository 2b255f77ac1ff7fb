/**
 * A tiny user-agent reader for the sessions list and the new-device e-mail: the browser and the
 * device in French words, nothing more. (ua-parser-js v2 is AGPL; this is all we need.)
 */
export interface DeviceDescription {
  browser: string;
  device: string;
  /** "Chrome sur Windows", "Safari sur iPhone"… */
  label: string;
}

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\//, "Chrome"],
  [/HeadlessChrome\/|Chrome\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const devices: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android.*Mobile/, "téléphone Android"],
  [/Android/, "tablette Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "Chromebook"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Linux/, "Linux"],
];

export function describeUserAgent(userAgent: string): DeviceDescription {
  const ua = userAgent || "";
  const browser = browsers.find(([re]) => re.test(ua))?.[1] ?? "Navigateur inconnu";
  const device = devices.find(([re]) => re.test(ua))?.[1] ?? "appareil inconnu";
  return { browser, device, label: `${browser} sur ${device}` };
}
