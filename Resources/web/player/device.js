// Port of HeaderKit/Device/Device.swift's table: each phone's size in points, safe areas, status
// bar height and UIScreen.scale (a bounce ends within half a device pixel of its edge).

export const devices = {
  'iphone-15': { size: { width: 393, height: 852 }, safeArea: { top: 59, bottom: 34 }, statusBarHeight: 54, cornerRadius: 55, dynamicIsland: true, homeIndicator: true, scale: 3, hasChrome: true },
  'iphone-se': { size: { width: 375, height: 667 }, safeArea: { top: 20, bottom: 0 }, statusBarHeight: 20, cornerRadius: 0, dynamicIsland: false, homeIndicator: false, scale: 2, hasChrome: true },
  // Android: a viewport only (no Android chrome is drawn).
  'pixel-7': { size: { width: 412, height: 915 }, safeArea: { top: 0, bottom: 0 }, statusBarHeight: 0, cornerRadius: 0, dynamicIsland: false, homeIndicator: false, scale: 2.625, hasChrome: false },
  'ipad-mini': { size: { width: 744, height: 1133 }, safeArea: { top: 24, bottom: 20 }, statusBarHeight: 24, cornerRadius: 21.5, dynamicIsland: false, homeIndicator: true, scale: 2, hasChrome: true },
  'iphone-15-pro-max': { size: { width: 430, height: 932 }, safeArea: { top: 59, bottom: 34 }, statusBarHeight: 54, cornerRadius: 55, dynamicIsland: true, homeIndicator: true, scale: 3, hasChrome: true },
  'iphone-16-pro': { size: { width: 402, height: 874 }, safeArea: { top: 62, bottom: 34 }, statusBarHeight: 54, cornerRadius: 62, dynamicIsland: true, homeIndicator: true, scale: 3, hasChrome: true },
};

/** The device called `name` (any case), or null. */
export function deviceNamed(name) {
  return name ? devices[String(name).toLowerCase()] ?? null : null;
}
